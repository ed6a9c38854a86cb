import { useTranslation } from 'react-i18next';
import { PageHeading } from '@observatory/shared/ui';

/** /activity: the area's first screen. */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  return (
    <section className="obs-page obs-stack">
      <div className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
      </div>
      <p className="obs-activity-intro">{t('page.intro')}</p>
    </section>
  );
}
