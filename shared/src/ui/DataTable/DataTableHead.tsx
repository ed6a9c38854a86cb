import { useTranslation } from 'react-i18next';
import { Checkbox } from '../Checkbox';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '../icons';
import type { SortState } from './sort';
import { nextSort } from './sort';
import type { DataTableColumn } from './types';

interface DataTableHeadProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Present when rows are selectable. */
  selectAll?: { checked: boolean; indeterminate: boolean; disabled: boolean; onChange: (checked: boolean) => void };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** Header row: a select-all box when selectable, and sort buttons inside sortable `th`s. */
export function DataTableHead<Row>({ columns, sort, onSortChange, selectAll }: DataTableHeadProps<Row>) {
  const { t } = useTranslation('kit');
  return (
    <thead>
      <tr>
        {selectAll && (
          <th scope="col" className="obs-table__select">
            <Checkbox label={t('table.selectAll')} hideLabel {...selectAll} />
          </th>
        )}
        {columns.map((column) => {
          const active = column.sortKey !== undefined && sort?.key === column.sortKey ? sort : null;
          const sortKey = onSortChange ? column.sortKey : undefined;
          return (
            <th key={column.id} scope="col" className={column.className} aria-sort={active ? ARIA_SORT[active.direction] : undefined}>
              {sortKey === undefined ? (
                column.header
              ) : (
                <button type="button" className="obs-table__sort" onClick={() => onSortChange?.(nextSort(sort, sortKey))}>
                  <span>{column.header}</span>
                  {!active && <SortIcon className="obs-table__sort-icon" />}
                  {active?.direction === 'asc' && <ArrowUpIcon className="obs-table__sort-icon" />}
                  {active?.direction === 'desc' && <ArrowDownIcon className="obs-table__sort-icon" />}
                </button>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
