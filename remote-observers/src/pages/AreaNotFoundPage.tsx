import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/PageHeading';
import { BACK_TO_LIST } from '../lib/paths';

/** Any path under the area that no screen owns. */
export function AreaNotFoundPage() {
  const { t } = useTranslation('observers');
  return (
    <section className="obs-page">
      <PageHeading>{t('notFound')}</PageHeading>
      <p>
        <Link className="obs-link" to={BACK_TO_LIST}>
          {t('backToList')}
        </Link>
      </p>
    </section>
  );
}
