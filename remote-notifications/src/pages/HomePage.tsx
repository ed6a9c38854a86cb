import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation('notifications');
  return (
    <section className="obs-page" data-area="notifications">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
    </section>
  );
}
