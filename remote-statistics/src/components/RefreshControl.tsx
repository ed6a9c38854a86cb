import { useTranslation } from 'react-i18next';
import { Button, DateTime, RefreshIcon, StatusRegion, useAnnounce } from '@observatory/shared/ui';

export interface RefreshControlProps {
  /** When the figures on screen arrived; nothing is said before any did. */
  readonly updatedAt: number | null;
  /** True while newer figures load (the minute timer's or the button's). */
  readonly refreshing: boolean;
  /** Loads the figures again; resolves, when they are in, with how many lists failed. */
  readonly onRefresh: () => Promise<number>;
}

/**
 * The Refresh button and the "updated at" time. The button stays enabled while figures load (a
 * disabled button would drop the keyboard focus it holds); a second press simply starts again.
 * Only a refresh the person asked for is announced, and a failure is announced as one; the minute
 * timer's are silent.
 */
export function RefreshControl({ updatedAt, refreshing, onRefresh }: RefreshControlProps) {
  const { t } = useTranslation('statistics');
  const { announce, message } = useAnnounce();
  const refresh = async () => {
    announce(t('refresh.started'));
    const failed = await onRefresh();
    announce(failed === 0 ? t('refresh.done') : t('refresh.failed', { count: failed }));
  };
  return (
    <div className="obs-toolbar obs-statistics-refresh">
      <Button small icon={<RefreshIcon />} onClick={() => void refresh()}>
        {t('refresh.button')}
      </Button>
      <p className="obs-statistics-refresh__time">
        {refreshing ? (
          t('refresh.updating')
        ) : updatedAt !== null ? (
          <>
            {t('refresh.updatedAt')} <DateTime value={updatedAt} style="time" />
          </>
        ) : null}
      </p>
      <StatusRegion message={message} />
    </div>
  );
}
