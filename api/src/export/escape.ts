/**
 * Formula-injection guard for spreadsheets: a text cell starting with = + - @, tab, CR or
 * NUL is prefixed with ' (contract "Precise details", SEC-7), in xlsx and CSV alike.
 */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r\0]/.test(value) ? `'${value}` : value;
}

/** One RFC 4180 CSV field. */
function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const v = escapeFormula(value);
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

export function csvLine(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
