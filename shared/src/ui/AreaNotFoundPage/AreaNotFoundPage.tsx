import { useTranslation } from 'react-i18next';
import { BackLink } from '../BackLink';
import { PageHeading } from '../PageHeading';

export interface AreaNotFoundPageProps {
  /** Where "back" goes, relative to the unknown path; defaults to the area's start. */
  readonly backTo?: string;
}

/** Any path under an area that no screen owns (the host's 404 covers paths outside every area). */
export function AreaNotFoundPage({ backTo = '..' }: AreaNotFoundPageProps) {
  const { t } = useTranslation('kit');
  return (
    <section className="obs-page obs-stack">
      <PageHeading>{t('page.notFound')}</PageHeading>
      <p>{t('page.notFoundHelp')}</p>
      <p>
        <BackLink to={backTo}>{t('page.backToStart')}</BackLink>
      </p>
    </section>
  );
}
