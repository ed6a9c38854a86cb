import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation('answers');
  return (
    <section className="obs-page" data-area="answers">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
    </section>
  );
}
