import { useTranslation } from 'react-i18next';
import { DataTable } from '@observatory/shared/ui';
import type { DataTableColumn } from '@observatory/shared/ui';
import { formatNumber } from '@observatory/shared/i18n';
import type { LocationsRowReport as Report } from '../api/importLocations';
import type { LocationsRowError } from '../api/types';

type Numbered = LocationsRowError & { readonly index: number };

/** The refused file's rows: line (the header is line 1), column and the problem in the reader's language. */
export function LocationsRowReport({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('map');
  const columns: DataTableColumn<Numbered>[] = [
    {
      id: 'line',
      header: t('import.rows.line'),
      rowHeader: true,
      className: 'obs-table__cell--number',
      cell: (row) => formatNumber(row.line, i18n.language),
    },
    { id: 'field', header: t('import.rows.field'), cell: (row) => t(`import.rows.fields.${row.field}`) },
    {
      id: 'problem',
      header: t('import.rows.problem'),
      cell: (row) => t(`import.rows.codes.${row.code}`, { defaultValue: t('import.rows.codes.other') }),
    },
  ];
  const total = formatNumber(report.total, i18n.language);
  return (
    <section className="obs-stack" aria-labelledby="obs-map-import-errors">
      <h2 id="obs-map-import-errors" className="obs-card__title">
        {t('import.rows.title', { count: report.total, total })}
      </h2>
      <p>{t('import.rows.nothingImported')}</p>
      {report.rows.length < report.total && (
        <p>{t('import.rows.truncated', { shown: formatNumber(report.rows.length, i18n.language), total })}</p>
      )}
      <DataTable
        columns={columns}
        rows={report.rows.map((row, index) => ({ ...row, index }))}
        getRowId={(row) => row.index}
        caption={t('import.rows.caption')}
        hideCaption
      />
    </section>
  );
}
