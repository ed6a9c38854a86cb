import { useTranslation } from 'react-i18next';
import { DateTime } from '@observatory/shared/ui';

export interface RefreshStatusProps {
  /** When the shown data arrived (ms since the epoch). */
  readonly updatedAt: number | undefined;
  readonly failed: boolean;
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
}

/** "Updated at …", and that the last refresh failed (the map keeps what it had). */
export function RefreshStatus({ updatedAt, failed, refreshing, onRefresh }: RefreshStatusProps) {
  const { t } = useTranslation('map');
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
