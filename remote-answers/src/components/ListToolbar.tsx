import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, DateTime, RefreshIcon, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import type { ListOrder } from '../lib/listParams';

export interface ListToolbarProps {
  /** When the page on screen arrived (epoch ms); undefined before any did. */
  readonly fetchedAt: number | undefined;
  readonly refreshing: boolean;
  readonly onRefresh: () => void;
  /** Threads that arrived since (live updates). */
  readonly newCount: number;
  readonly onShowNew: () => void;
  /** The urgent list's order choice; absent on the full list. */
  readonly order?: ListOrder;
  readonly onOrderChange?: (order: ListOrder) => void;
}

/**
 * Above the threads: Refresh and the "updated at" time, the urgent list's order, and the live
 * updates' "N new threads" button. That button sits in space kept for it, so its arrival never
 * moves the rows under the reader's pointer; it is also announced to screen readers.
 */
export function ListToolbar({ fetchedAt, refreshing, onRefresh, newCount, onShowNew, order, onOrderChange }: ListToolbarProps) {
  const { t } = useTranslation('answers');
  const orderId = useId();
  const { announce, message } = useAnnounce();
  useEffect(() => {
    if (newCount > 0) announce(t('live.newThreads', { count: newCount }));
  }, [newCount, announce, t]);

  return (
    <div className="obs-answers-listbar">
      <div className="obs-toolbar">
        <Button small icon={<RefreshIcon />} onClick={onRefresh}>
          {t('list.refresh')}
        </Button>
        <p className="obs-answers-listbar__time">
          {refreshing ? (
            t('list.updating')
          ) : fetchedAt !== undefined ? (
            <>
              {t('list.updatedAt')} <DateTime value={fetchedAt} style="time" />
            </>
          ) : null}
        </p>
      </div>
      {order && onOrderChange && (
        <div className="obs-answers-order">
          <label htmlFor={orderId}>{t('list.order.label')}</label>
          <select
            id={orderId}
            className="obs-input obs-select"
            value={order}
            onChange={(event) => onOrderChange(event.target.value as ListOrder)}
          >
            <option value="unresolvedFirst">{t('list.order.unresolvedFirst')}</option>
            <option value="newest">{t('list.order.newest')}</option>
          </select>
        </div>
      )}
      <div className="obs-answers-live">
        {newCount > 0 && (
          <Button small variant={ButtonVariant.BGYELLOW} onClick={onShowNew}>
            {t('live.show', { count: newCount })}
          </Button>
        )}
      </div>
      <StatusRegion message={message} />
    </div>
  );
}
