import { parseCsv } from '../validation/csv.js';
import { HttpProblem, fieldProblem } from '../http/problem.js';

/**
 * What every CSV import shares (observers, station locations): the file checks, the header
 * lookup and the all-or-nothing row report. Each import adds its own row rules and writes.
 */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const IMPORT_MAX_ROWS = 50_000;
const MAX_REPORTED_ERRORS = 200;

export interface CsvImportShape<K extends string> {
  /** The header's names in lower case, as the file may spell them in any case and order. */
  columns: readonly K[];
  /** How the header is written in messages, e.g. `Phone,Pin,Name`. */
  header: string;
  /** What a row is, for "The file has no … rows." */
  rowNoun: string;
}

export interface CsvImportRow<K extends string> {
  /** The physical line the row starts on (the header is line 1). */
  line: number;
  /** Each column's cell, trimmed ('' when the row is short). */
  cells: Record<K, string>;
}

/** A refusal of the whole file, with its stable code (README "Field refusal codes"). */
const fileProblem = (detail: string, code: string, message: string) => fieldProblem(detail, { file: [{ code, message }] });

function decodeUtf8(buf: Buffer): string {
  // A zip (xlsx renamed to .csv) or other binary is refused with a clear message.
  if (buf.subarray(0, 2).toString('latin1') === 'PK' || buf.includes(0)) {
    throw fileProblem(
      'The file is not a CSV text file.',
      'file_not_text',
      'The file is not a CSV text file (is it a spreadsheet?). Save it as CSV UTF-8.',
    );
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    throw fileProblem('The file is not UTF-8 text.', 'file_not_utf8', 'The file must be UTF-8 encoded.');
  }
}

/** Reads the file's rows by the header's names; a file-level problem is a 400 on `file` (413 past the row limit). */
export function readCsvRows<K extends string>(buf: Buffer, shape: CsvImportShape<K>): CsvImportRow<K>[] {
  const text = decodeUtf8(buf);
  let parsed: ReturnType<typeof parseCsv>;
  try {
    parsed = parseCsv(text);
  } catch (err) {
    throw fileProblem('The CSV file could not be read.', 'file_unreadable', (err as Error).message);
  }
  const [header, ...records] = parsed.records;
  if (!header) throw fileProblem('The file is empty.', 'file_empty', `The file is empty; expected a header row ${shape.header}.`);
  if (records.length > IMPORT_MAX_ROWS) throw new HttpProblem(413, `At most ${IMPORT_MAX_ROWS} rows can be imported at once.`);
  const names = header.fields.map((h) => h.trim().toLowerCase());
  const at = shape.columns.map((c) => names.indexOf(c));
  if (at.some((i) => i < 0)) {
    const message = `The header row must be ${shape.header}.`;
    throw fileProblem(message, 'file_header', message);
  }
  return records.map((rec) => ({
    line: rec.line,
    cells: Object.fromEntries(shape.columns.map((c, j) => [c, (rec.fields[at[j] ?? -1] ?? '').trim()])) as Record<K, string>,
  }));
}

/** All or nothing: any row error is a 400 reporting the first 200 (and how many there are); no rows at all is a 400 on `file`. */
export function requireCleanRows(errors: readonly { line: number }[], goodRows: number, shape: CsvImportShape<string>): void {
  if (errors.length > 0) {
    throw new HttpProblem(400, `${errors.length} row error(s); nothing was imported.`, {
      rows: errors.slice(0, MAX_REPORTED_ERRORS),
      totalErrors: errors.length,
    });
  }
  if (goodRows === 0)
    throw fileProblem(`The file has no ${shape.rowNoun} rows.`, 'file_no_rows', `The file has a header but no ${shape.rowNoun} rows.`);
}
