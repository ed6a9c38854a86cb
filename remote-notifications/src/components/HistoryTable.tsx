import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { Link } from '@observatory/shared/router';
import { DataTable, DateTime, VisuallyHidden } from '@observatory/shared/ui';
import { DeliverySummary } from './DeliverySummary';
import type { DataTableColumn } from '@observatory/shared/ui';
import type { Notification } from '../api/types';

interface HistoryTableProps {
  readonly rows: readonly Notification[];
}

/**
 * One page of the history (spec "Notification history"): sender account, NGO, title, message,
 * how many observers it was sent to, and when (the full date on hover, focus and for screen
 * readers), and where its deliveries are (sent, pending, failed, no device, read) with a link to
 * its recipients. Text written by staff of any NGO is isolated; an empty value says 'Unspecified'.
 */
export function HistoryTable({ rows }: HistoryTableProps) {
  const { t, i18n } = useTranslation('notifications');
  const unspecified = t('history.unspecified');
  const text = (value: string | null | undefined) =>
    value && value.trim() !== '' ? <bdi>{value}</bdi> : <span className="obs-notifications-muted">{unspecified}</span>;
  const columns: DataTableColumn<Notification>[] = [
    { id: 'sender', header: t('history.columns.sender'), cell: (row) => text(row.senderAccount) },
    { id: 'ngo', header: t('history.columns.ngo'), cell: (row) => text(row.senderNgoName) },
    {
      id: 'title',
      header: t('history.columns.title'),
      rowHeader: true,
      className: 'obs-notifications-history__title',
      cell: (row) => text(row.title),
    },
    { id: 'message', header: t('history.columns.message'), className: 'obs-notifications-history__message', cell: (row) => text(row.body) },
    {
      id: 'sentTo',
      header: t('history.columns.sentTo'),
      className: 'obs-table__cell--number',
      cell: (row) => {
        const count = row.sentObserverIds?.length ?? 0;
        return t('history.sentTo', { count, total: formatNumber(count, i18n.language) });
      },
    },
    {
      id: 'delivery',
      header: t('history.columns.delivery'),
      cell: (row) => (
        <div className="obs-notifications-history__delivery">
          {row.delivery && <DeliverySummary counts={row.delivery} compact />}
          <Link className="obs-link" to={String(row.id)}>
            {t('history.recipientsLink')}
            <VisuallyHidden>{t('history.recipientsOf', { title: row.title })}</VisuallyHidden>
          </Link>
        </div>
      ),
    },
    { id: 'sentAt', header: t('history.columns.sentAt'), cell: (row) => <DateTime value={row.insertedAt} empty={unspecified} /> },
  ];
  return <DataTable columns={columns} rows={rows} getRowId={(row) => row.id} caption={t('history.caption')} hideCaption />;
}
