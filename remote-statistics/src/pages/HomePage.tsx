import { useTranslation } from 'react-i18next';
import { PageHeading } from '@observatory/shared/ui';

export function HomePage() {
  const { t } = useTranslation('statistics');
  return (
    <section className="obs-page">
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('description')}</p>
    </section>
  );
}
