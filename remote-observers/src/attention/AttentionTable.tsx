import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button, ButtonVariant, DataTable, DateTime, VisuallyHidden } from '@observatory/shared/ui';
import type { DataTableColumn } from '@observatory/shared/ui';
import type { AttentionItem } from './api';
import { durationSince } from './duration';

interface AttentionTableProps {
  readonly rows: readonly AttentionItem[];
  readonly now: number;
  readonly selectedIds: readonly number[];
  readonly onSelectionChange: (ids: number[]) => void;
  readonly onMarkHandled: (item: AttentionItem) => void;
  readonly busyIds: ReadonlySet<number>;
  readonly selectionActions: (ids: number[], clear: () => void) => ReactNode;
}

/**
 * One page of a kind: the observer, phone, station, since when and how long, and who handled it
 * (or a button to mark it handled). Names are isolated (bidi); rows can be selected.
 */
export function AttentionTable({
  rows,
  now,
  selectedIds,
  onSelectionChange,
  onMarkHandled,
  busyIds,
  selectionActions,
}: AttentionTableProps) {
  const { t } = useTranslation('observers');
  const columns: DataTableColumn<AttentionItem>[] = [
    { id: 'name', header: t('attention.columns.name'), rowHeader: true, cell: (row) => <bdi>{row.name}</bdi> },
    { id: 'phone', header: t('attention.columns.phone'), cell: (row) => <span dir="ltr">{row.phone}</span> },
    {
      id: 'station',
      header: t('attention.columns.station'),
      cell: (row) =>
        row.countyCode && row.pollingStationNumber !== null
          ? t('attention.station', { county: row.countyCode, number: row.pollingStationNumber })
          : t('attention.noStation'),
    },
    {
      id: 'since',
      header: t('attention.columns.since'),
      cell: (row) => (
        <span>
          <DateTime value={row.since} /> ({durationSince(row.since, now, t)})
        </span>
      ),
    },
    {
      id: 'handled',
      header: t('attention.columns.handled'),
      cell: (row) =>
        row.handledBy && row.handledAt ? (
          <span>
            {t('attention.handledBy', { account: row.handledBy })} <DateTime value={row.handledAt} />
          </span>
        ) : (
          <Button variant={ButtonVariant.BGGRAY} disabled={busyIds.has(row.observerId)} onClick={() => onMarkHandled(row)}>
            {t('attention.markHandled')}
            <VisuallyHidden> {t('attention.markHandledOf', { name: row.name })}</VisuallyHidden>
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(row) => row.observerId}
      caption={t('attention.caption')}
      hideCaption
      selectedIds={selectedIds}
      onSelectionChange={(ids) => onSelectionChange(ids.map(Number))}
      getRowLabel={(row) => row.name}
      selectionActions={(ids, clear) => selectionActions(ids.map(Number), clear)}
    />
  );
}
