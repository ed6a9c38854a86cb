import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation('forms');
  return (
    <section className="obs-page" data-area="forms">
      <h1>{t('title')}</h1>
      <p>{t('description')}</p>
    </section>
  );
}
