import { useTranslation } from 'react-i18next';
import { PageHeading } from '@observatory/shared/ui';

/** {{route}}: the area's first screen. */
export function {{Name}}Page() {
  const { t } = useTranslation('{{id}}');
  return (
    <section className="obs-page obs-stack">
      <div className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
      </div>
      <p className="obs-{{id}}-intro">{t('page.intro')}</p>
    </section>
  );
}
