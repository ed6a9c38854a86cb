import { toIntlLocale } from './languages';

/**
 * One formatter per language and options: making an Intl formatter costs far more than using
 * one (a screen of counters or dates made one per call, 50 ms of a slow phone's first render).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** Formats a number for display in the given language (thousands separators per locale). */
export function formatNumber(value: number, language: string, options?: Intl.NumberFormatOptions): string {
  const locale = toIntlLocale(language);
  return formatter('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
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
  const locale = toIntlLocale(language);
  return formatter('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date);
}
