import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, nextSort } from '@observatory/shared/ui';
import type { DataTableColumn, SortState } from '@observatory/shared/ui';
import { formatNumber } from '@observatory/shared/i18n';
import type { MapCounty } from '../api/types';
import { coverageOf, sortCounties } from '../lib/stateRules';
import type { CountySortKey } from '../lib/stateRules';

export interface CountyTableProps {
  readonly counties: readonly MapCounty[];
  /** The county whose stations are listed below, if any. */
  readonly expanded: string | undefined;
  readonly onExpand: (code: string | undefined) => void;
}

const SORT_KEYS: readonly CountySortKey[] = ['name', 'stations', 'covered', 'coverage', 'urgentOpen'];

/** Counties with their coverage, sortable; each row opens the list of its stations. */
export function CountyTable({ counties, expanded, onExpand }: CountyTableProps) {
  const { t, i18n } = useTranslation('map');
  const [sort, setSort] = useState<SortState>({ key: 'coverage', direction: 'asc' });
  const number = (value: number) => formatNumber(value, i18n.language);
  const key = SORT_KEYS.find((candidate) => candidate === sort.key) ?? 'coverage';
  const rows = sortCounties(counties, key, sort.direction === 'desc');
  const columns: DataTableColumn<MapCounty>[] = [
    { id: 'name', header: t('table.county'), sortKey: 'name', rowHeader: true, cell: (row) => row.name },
    {
      id: 'stations',
      header: t('table.stations'),
      sortKey: 'stations',
      className: 'obs-table__cell--number',
      cell: (row) => number(row.stations),
    },
    {
      id: 'covered',
      header: t('table.covered'),
      sortKey: 'covered',
      className: 'obs-table__cell--number',
      cell: (row) => number(row.covered),
    },
    {
      id: 'coverage',
      header: t('table.coverage'),
      sortKey: 'coverage',
      className: 'obs-table__cell--number',
      cell: (row) => formatNumber(coverageOf(row), i18n.language, { style: 'percent' }),
    },
    {
      id: 'urgentOpen',
      header: t('table.urgentOpen'),
      sortKey: 'urgentOpen',
      className: 'obs-table__cell--number',
      cell: (row) => number(row.urgentOpen),
    },
    {
      id: 'stationsOf',
      header: t('table.stationsOf'),
      cell: (row) => (
        <button
          type="button"
          className="obs-link"
          aria-expanded={expanded === row.code}
          onClick={() => onExpand(expanded === row.code ? undefined : row.code)}
        >
          {t(expanded === row.code ? 'table.hideStations' : 'table.showStations', { county: row.name })}
        </button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(row) => row.code}
      caption={t('table.countiesCaption')}
      sort={sort}
      onSortChange={(next) => setSort(nextSort(sort, next.key))}
    />
  );
}
