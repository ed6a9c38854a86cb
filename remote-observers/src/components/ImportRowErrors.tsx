import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@observatory/shared/ui';
import type { DataTableColumn } from '@observatory/shared/ui';
import { formatNumber } from '@observatory/shared/i18n';
import type { ImportRowError, ImportRowErrors as RowErrors } from '../api/importObservers';

type NumberedRow = ImportRowError & { readonly index: number };

/** Each row-error code of the API (api/README.md), in the reader's language; unknown codes get a general sentence. */
function problemTexts(t: TFunction): Record<string, string> {
  return {
    phone_required: t('import.rows.codes.phone_required'),
    phone_format: t('import.rows.codes.phone_format'),
    phone_duplicate: t('import.rows.codes.phone_duplicate'),
    phone_taken: t('import.rows.codes.phone_taken'),
    pin_required: t('import.rows.codes.pin_required'),
    pin_format: t('import.rows.codes.pin_format'),
    name_required: t('import.rows.codes.name_required'),
    name_too_long: t('import.rows.codes.name_too_long'),
    name_bidi: t('import.rows.codes.name_bidi'),
  };
}

/**
 * The API's per-row report of a refused import, as a table staff can work through in their
 * spreadsheet: line (the header is line 1), column and the problem.
 */
export function ImportRowErrors({ report }: { report: RowErrors }) {
  const { t, i18n } = useTranslation('observers');
  const fieldNames: Record<string, string> = {
    phone: t('import.rows.fields.phone'),
    pin: t('import.rows.fields.pin'),
    name: t('import.rows.fields.name'),
  };
  const problems = problemTexts(t);
  const columns: DataTableColumn<NumberedRow>[] = [
    {
      id: 'line',
      header: t('import.rows.line'),
      className: 'obs-table__cell--number',
      rowHeader: true,
      cell: (row) => formatNumber(row.line, i18n.language),
    },
    { id: 'field', header: t('import.rows.field'), cell: (row) => fieldNames[row.field.toLowerCase()] ?? row.field },
    // Said from the stable code in the reader's language, never the API's English.
    { id: 'message', header: t('import.rows.message'), cell: (row) => (row.code && problems[row.code]) || t('import.rows.codes.other') },
  ];
  const shown = report.rows.length;
  // A line can have several problems; the position in the report is the row's identity.
  const rows = report.rows.map((row, index) => ({ ...row, index }));
  return (
    <section className="obs-stack" aria-labelledby="obs-observers-import-errors">
      <h2 id="obs-observers-import-errors" className="obs-card__title">
        {t('import.rows.title', { count: report.total, total: formatNumber(report.total, i18n.language) })}
      </h2>
      <p>{t('import.rows.nothingImported')}</p>
      {shown < report.total && (
        <p>{t('import.rows.truncated', { shown: formatNumber(shown, i18n.language), total: formatNumber(report.total, i18n.language) })}</p>
      )}
      <DataTable columns={columns} rows={rows} getRowId={(row) => row.index} caption={t('import.rows.caption')} hideCaption />
    </section>
  );
}
