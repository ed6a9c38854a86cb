/**
 * The from and to filters: people type `yyyy-MM-dd hh:mm` (the spec's placeholder), in their own
 * time zone. A date alone is accepted too; as `to` it means the end of that day. Single-digit
 * months, days and hours, and a `T` between date and time, are forgiven.
 */
const TYPED = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T]+(\d{1,2}):(\d{2}))?$/;

export interface TypedDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Absent when only a date was typed. */
  readonly hour?: number;
  readonly minute?: number;
}

/** The parts of a typed date and time, or null when the text is not one (or names no real day). */
export function parseTypedDate(text: string): TypedDate | null {
  const match = TYPED.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasTime = match[4] !== undefined;
  const hour = hasTime ? Number(match[4]) : undefined;
  const minute = hasTime ? Number(match[5]) : undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour !== undefined && (hour > 23 || (minute ?? 0) > 59)) return null;
  return hasTime ? { year, month, day, hour, minute } : { year, month, day };
}

function daysIn(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** The typed text in the placeholder's form, e.g. `2026-05-18 08:05` (what the address keeps). */
export function formatTypedDate(date: TypedDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  return date.hour === undefined ? day : `${day} ${pad(date.hour)}:${pad(date.minute ?? 0)}`;
}

/**
 * The instant the API filters on (ISO-8601, UTC), reading the typed time as local time. A `to`
 * bound covers its whole minute, or its whole day when no time was typed, so "to 08:05" keeps
 * what arrived at 08:05:30.
 */
export function toInstant(date: TypedDate, bound: 'from' | 'to'): string {
  const end = bound === 'to';
  const local =
    date.hour === undefined
      ? new Date(date.year, date.month - 1, date.day, end ? 23 : 0, end ? 59 : 0, end ? 59 : 0, end ? 999 : 0)
      : new Date(date.year, date.month - 1, date.day, date.hour, date.minute ?? 0, end ? 59 : 0, end ? 999 : 0);
  return local.toISOString();
}
