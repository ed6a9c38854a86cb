import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '@observatory/shared/ui';

export interface RefreshStatusProps {
  /** When the shown data arrived (ms since the epoch). */
  readonly updatedAt: number | undefined;
  readonly failed: boolean;
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
}

/**
 * "Updated at …", and that the last refresh failed (the map keeps what it had). The time follows
 * in a deferred render, after the render that draws the stations: formatting it first built the
 * page's date formatters (~27 ms at 4x CPU) on the way to the first drawing.
 */
export function RefreshStatus({ updatedAt: arrivedAt, failed, refreshing, onRefresh }: RefreshStatusProps) {
  const { t } = useTranslation('map');
  const updatedAt = useDeferredValue(arrivedAt);
  return (
    <div className="obs-map-refresh">
      {updatedAt !== undefined && (
        <span>
          {t('refresh.updated')} <DateTime value={new Date(updatedAt).toISOString()} style="time" />
        </span>
      )}
      <span role="status">{failed && <strong className="obs-map-refresh__failed">{t('refresh.failed')}</strong>}</span>
      <button type="button" className="obs-link" onClick={onRefresh} disabled={refreshing}>
        {refreshing ? t('refresh.refreshing') : t('refresh.now')}
      </button>
    </div>
  );
}
