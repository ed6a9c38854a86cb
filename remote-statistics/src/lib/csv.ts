/** A cell of the CSV: text is escaped, numbers are written as they are (no thousands separators). */
export type CsvCell = string | number;

/** Byte-order mark: spreadsheets then read the file as UTF-8 (ș, ț and the other diacritics). */
const BOM = '\uFEFF';

/**
 * Formula-injection guard, the same rule as the API's exports (contract "Precise details"): a text
 * cell that starts with = + - @, tab, carriage return or NUL is prefixed with '.
 */
export function escapeFormula(text: string): string {
  return /^[=+\-@\t\r\0]/.test(text) ? `'${text}` : text;
}

/** One RFC 4180 field: quoted when it holds a quote, a comma or a line break; quotes doubled. */
export function csvField(cell: CsvCell): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = escapeFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: a heading row, then the rows, CRLF line ends (RFC 4180), UTF-8 with a BOM. */
export function toCsv(headings: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [headings, ...rows].map((cells) => cells.map(csvField).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
