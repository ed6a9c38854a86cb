import { toIntlLocale } from './languages';

/** Formats a number for display in the given language (thousands separators per locale). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(toIntlLocale(language), options).format(value);
}

/**
 * Formats an ISO-8601 string, a Date or epoch milliseconds as a local date and time.
 * Returns '' for missing or unparsable values so a table cell stays empty instead of "Invalid Date".
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' },
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(toIntlLocale(language), options).format(date);
}
