import type { County } from '@observatory/shared/model';
import { parseTypedDate, toInstant } from './dateInput';

/** Why a filter value is refused (the screen says it in words); null when it is fine. */
export type FilterProblem = 'stationNumber' | 'stationAboveLimit' | 'date' | 'toBeforeFrom' | null;

/** A polling-station number: a whole number from 1, at most the county's limit when one is chosen. */
export function stationProblem(value: string, county: County | undefined): FilterProblem {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return 'stationNumber';
  if (county && Number(text) > county.limit) return 'stationAboveLimit';
  return null;
}

/** A from or to value: empty, or a date (and time) in the placeholder's form. */
export function dateProblem(value: string): FilterProblem {
  return value.trim() === '' || parseTypedDate(value) ? null : 'date';
}

/** `to` must not come before `from` (both read as local times, `to` covering its minute or day). */
export function rangeProblem(from: string, to: string): FilterProblem {
  const start = parseTypedDate(from);
  const end = parseTypedDate(to);
  if (!start || !end) return null;
  return toInstant(end, 'to') < toInstant(start, 'from') ? 'toBeforeFrom' : null;
}
