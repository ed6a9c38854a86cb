import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** After this long an area that is still loading says so, instead of a silent spinner. */
const SLOW_AREA_MS = 3_000;

export function AreaLoading({ navKey }: { navKey: string }) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AREA_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="obs-area-loading" aria-busy="true">
      <div className="obs-skeleton" aria-hidden="true" />
      <p role="status">{slow ? t('area.stillLoading', { area: t(navKey) }) : t('area.loading')}</p>
    </div>
  );
}
