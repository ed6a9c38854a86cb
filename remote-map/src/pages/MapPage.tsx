import { useTranslation } from 'react-i18next';
import { PageHeading } from '@observatory/shared/ui';

/** /map: the area's first screen. */
export function MapPage() {
  const { t } = useTranslation('map');
  return (
    <section className="obs-page obs-stack">
      <div className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
      </div>
      <p className="obs-map-intro">{t('page.intro')}</p>
    </section>
  );
}
