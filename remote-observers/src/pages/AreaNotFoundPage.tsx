import { useTranslation } from 'react-i18next';

export function AreaNotFoundPage() {
  const { t } = useTranslation('observers');
  return (
    <section className="obs-page">
      <h1>{t('notFound')}</h1>
    </section>
  );
}
