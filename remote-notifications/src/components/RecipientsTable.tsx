import { useTranslation } from 'react-i18next';
import { DataTable, DateTime } from '@observatory/shared/ui';
import type { DataTableColumn } from '@observatory/shared/ui';
import type { Recipient } from '../api/types';

/** One page of a notification's recipients: the observer, where the delivery is, and when they read it. */
export function RecipientsTable({ rows }: { readonly rows: readonly Recipient[] }) {
  const { t } = useTranslation('notifications');
  const columns: DataTableColumn<Recipient>[] = [
    { id: 'name', header: t('recipients.columns.name'), rowHeader: true, cell: (row) => <bdi>{row.name}</bdi> },
    {
      id: 'status',
      header: t('recipients.columns.status'),
      cell: (row) => (
        <span className={`obs-notifications-status obs-notifications-status--${row.status}`}>{t(`recipients.status.${row.status}`)}</span>
      ),
    },
    {
      id: 'readAt',
      header: t('recipients.columns.readAt'),
      cell: (row) => <DateTime value={row.readAt ?? undefined} empty={t('recipients.notRead')} />,
    },
  ];
  return <DataTable columns={columns} rows={rows} getRowId={(row) => row.observerId} caption={t('recipients.caption')} hideCaption />;
}
