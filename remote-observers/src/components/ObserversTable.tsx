import { Link } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { DataTable, SplitButton } from '@observatory/shared/ui';
import type { DataTableColumn, RowId, SortState } from '@observatory/shared/ui';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import type { Observer } from '../api/types';
import { areaPaths } from '../lib/paths';
import { LastSeen } from './LastSeen';
import type { ObserverActionHandlers } from './observerActions';
import { SelectionButtons } from './SelectionButtons';

interface ObserversTableProps extends ObserverActionHandlers {
  rows: readonly Observer[];
  loading: boolean;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  selectedIds: readonly number[];
  onSelectionChange: (ids: number[]) => void;
  /** The bottom bar's action for the selected rows. */
  onNotifySelected: (ids: number[]) => void;
}

/** The LIST view: name, phone, last seen (sortable through the API), polling stations, actions. */
export function ObserversTable(props: ObserversTableProps) {
  const { rows, loading, sort, onSortChange, selectedIds, onSelectionChange, onNotifySelected } = props;
  const { onEdit, onDelete, onNotify, onResetPassword } = props;
  const { t, i18n } = useTranslation('observers');
  const { user } = useHostServices();
  const toIds = (ids: RowId[]) => ids.map(Number);

  // Built at render time so the headers follow the language.
  const columns: DataTableColumn<Observer>[] = [
    {
      id: 'name',
      header: t('list.columns.name'),
      sortKey: 'name',
      rowHeader: true,
      // Observer-supplied text is only ever a text child (SEC-1).
      cell: (observer) => (
        <Link className="obs-link obs-observers-name" to={areaPaths.profile('view', observer.id)} state={{ observer }}>
          <bdi>{observer.name}</bdi>
        </Link>
      ),
    },
    { id: 'phone', header: t('list.columns.phone'), cell: (observer) => observer.phone },
    // An organizer sees every NGO: the NGO tells same-named observers apart.
    ...(user.organizer
      ? [
          {
            id: 'ngo',
            header: t('list.columns.ngo'),
            cell: (observer: Observer) => <bdi>{observer.ngo}</bdi>,
          } satisfies DataTableColumn<Observer>,
        ]
      : []),
    { id: 'lastSeen', header: t('list.columns.lastSeen'), sortKey: 'lastSeen', cell: (observer) => <LastSeen value={observer.lastSeen} /> },
    {
      id: 'stations',
      header: t('list.columns.pollingStations'),
      className: 'obs-table__cell--number',
      cell: (observer) => formatNumber(observer.numberOfPollingStations, i18n.language),
    },
    {
      id: 'actions',
      header: t('list.columns.actions'),
      cell: (observer) => (
        <SplitButton
          label={t('row.edit')}
          accessibleLabel={t('row.editNamed', { name: observer.name })}
          rowLabel={observer.name}
          onClick={() => onEdit(observer)}
          actions={[
            { id: 'delete', label: t('row.delete'), danger: true, onSelect: () => onDelete(observer) },
            { id: 'notify', label: t('row.notify'), onSelect: () => onNotify(observer) },
            { id: 'reset', label: t('row.resetPassword'), onSelect: () => onResetPassword(observer) },
          ]}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(observer) => observer.id}
      getRowLabel={(observer) => observer.name}
      caption={t('list.caption')}
      hideCaption
      sort={sort}
      onSortChange={onSortChange}
      loading={loading}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => onSelectionChange(toIds(ids))}
      selectionActions={(ids) => <SelectionButtons onNotify={() => onNotifySelected(toIds(ids))} />}
    />
  );
}
