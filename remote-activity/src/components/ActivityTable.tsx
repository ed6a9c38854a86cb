import { useTranslation } from 'react-i18next';
import { Link } from '@observatory/shared/router';
import { DataTable, DateTime } from '@observatory/shared/ui';
import type { DataTableColumn } from '@observatory/shared/ui';
import type { AuditEvent } from '../api/types';
import { eventLink } from '../lib/eventLink';
import { eventWords } from '../lib/eventWords';

/** One page of the log: when (in the reader's language), the event in words, the server's summary, a link to the item. */
export function ActivityTable({ rows, loading }: { readonly rows: readonly AuditEvent[]; readonly loading: boolean }) {
  const { t } = useTranslation('activity');
  const columns: DataTableColumn<AuditEvent>[] = [
    { id: 'when', header: t('list.when'), cell: (e) => <DateTime value={e.at} /> },
    { id: 'what', header: t('list.what'), cell: (e) => eventWords(t, e) },
    { id: 'details', header: t('list.details'), cell: (e) => <bdi className="obs-activity-summary">{e.summary}</bdi> },
    {
      id: 'item',
      header: t('list.item'),
      cell: (e) => {
        const to = eventLink(e);
        if (to === null) return null;
        const item = e.label || `#${e.entityId}`;
        return <Link to={to}>{t(`list.open.${e.entityType as 'observer' | 'form' | 'thread'}`, { item })}</Link>;
      },
    },
  ];
  return <DataTable columns={columns} rows={rows} getRowId={(e) => e.id} caption={t('list.caption')} hideCaption loading={loading} />;
}
