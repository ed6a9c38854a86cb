import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@observatory/shared/ui';
import type { DataTableColumn } from '@observatory/shared/ui';
import { formatNumber } from '@observatory/shared/i18n';
import type { MapStation } from '../api/types';
import { isUncovered } from '../lib/stateRules';
import { ExportUncovered } from './ExportUncovered';

export interface StationTableProps {
  /** The stations the filters keep (one county's, when a county is chosen). */
  readonly stations: readonly MapStation[];
  readonly title: string;
  readonly onOpen: (stationId: number) => void;
}

/** Stations as rows (all, or only the uncovered ones), each opening the panel; uncovered ones export as CSV. */
export function StationTable({ stations, title, onOpen }: StationTableProps) {
  const { t, i18n } = useTranslation('map');
  const [uncoveredOnly, setUncoveredOnly] = useState(false);
  const shown = (uncoveredOnly ? stations.filter(isUncovered) : [...stations]).sort(
    (a, b) => a.countyCode.localeCompare(b.countyCode) || a.number - b.number,
  );
  const uncovered = stations.filter(isUncovered).length;
  const columns: DataTableColumn<MapStation>[] = [
    {
      id: 'number',
      header: t('table.station'),
      rowHeader: true,
      cell: (row) => (
        <button type="button" className="obs-link" onClick={() => onOpen(row.id)}>
          {t('table.open', { county: row.countyCode, number: row.number })}
        </button>
      ),
    },
    { id: 'state', header: t('table.state'), cell: (row) => t(`states.${row.state}`) },
    {
      id: 'present',
      header: t('table.present'),
      className: 'obs-table__cell--number',
      cell: (row) => formatNumber(row.present, i18n.language),
    },
    {
      id: 'urgent',
      header: t('table.urgentOpen'),
      className: 'obs-table__cell--number',
      cell: (row) => formatNumber(row.urgentOpen, i18n.language),
    },
  ];
  return (
    <section className="obs-stack" aria-labelledby="obs-map-stations-title">
      <h2 id="obs-map-stations-title" className="obs-card__title">
        {title}
      </h2>
      <div className="obs-toolbar">
        <label className="obs-map-filters__check">
          <input type="checkbox" checked={uncoveredOnly} onChange={(event) => setUncoveredOnly(event.target.checked)} />
          <span>{t('table.uncoveredOnly', { count: uncovered, total: formatNumber(uncovered, i18n.language) })}</span>
        </label>
        <ExportUncovered stations={stations} />
      </div>
      <DataTable
        columns={columns}
        rows={shown}
        getRowId={(row) => row.id}
        caption={title}
        hideCaption
        noRows={<p>{t('table.noStations')}</p>}
      />
    </section>
  );
}
