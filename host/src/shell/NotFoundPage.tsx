import { useTranslation } from 'react-i18next';
import { Link } from '@observatory/shared/router';
import { useDocumentTitle } from '../ui/useDocumentTitle';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="obs-page obs-not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/answers">{t('notFound.home')}</Link>
    </section>
  );
}
