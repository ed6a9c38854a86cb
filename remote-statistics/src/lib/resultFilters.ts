import type { ResultFilters } from '../api/types';

/** The follow-up statuses the answers area filters by (its values, so a link carries them over). */
export const FOLLOW_UP_VALUES = ['none', 'needed', 'resolved'] as const;
type FollowUp = (typeof FOLLOW_UP_VALUES)[number];

/**
 * The filters of a form's results as the address keeps them ('' when unset): the same names and
 * meanings as the answers area's list, so a bar's link carries them over unchanged. `from` and
 * `to` are local times as a datetime-local field writes them (`2026-05-18T08:00`).
 */
export interface FilterValues {
  readonly county: string;
  readonly fromPollingStationNumber: string;
  readonly toPollingStationNumber: string;
  readonly from: string;
  readonly to: string;
  readonly urgent: boolean;
  readonly followUp: FollowUp | '';
}

export const EMPTY_RESULT_FILTERS: FilterValues = {
  county: '',
  fromPollingStationNumber: '',
  toPollingStationNumber: '',
  from: '',
  to: '',
  urgent: false,
  followUp: '',
};

const TEXT_NAMES = ['county', 'fromPollingStationNumber', 'toPollingStationNumber', 'from', 'to', 'followUp'] as const;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const isStation = (value: string) => /^\d{1,6}$/.test(value) && Number(value) >= 1;
const isFollowUp = (value: string): value is FollowUp => (FOLLOW_UP_VALUES as readonly string[]).includes(value);
const isTime = (value: string) => LOCAL_TIME.test(value) && !Number.isNaN(new Date(value).getTime());

/** The filters from the address; a value a hand-edited link got wrong is dropped, not sent. */
export function readResultFilters(search: URLSearchParams): FilterValues {
  const text = (name: string) => (search.get(name) ?? '').trim();
  const station = (name: string) => (isStation(text(name)) ? String(Number(text(name))) : '');
  const followUp = text('followUp').toLowerCase();
  return {
    county: text('county').toUpperCase().slice(0, 10),
    fromPollingStationNumber: station('fromPollingStationNumber'),
    toPollingStationNumber: station('toPollingStationNumber'),
    from: isTime(text('from')) ? text('from') : '',
    to: isTime(text('to')) ? text('to') : '',
    urgent: text('urgente') === 'true',
    followUp: isFollowUp(followUp) ? followUp : '',
  };
}

/** The filters as address parameters: only set values, urgent under the answers area's name. */
export function writeResultFilters(filters: FilterValues, search = new URLSearchParams()): URLSearchParams {
  for (const name of TEXT_NAMES) if (filters[name]) search.set(name, filters[name]);
  if (filters.urgent) search.set('urgente', 'true');
  return search;
}

export function hasResultFilters(filters: FilterValues): boolean {
  return filters.urgent || TEXT_NAMES.some((name) => filters[name] !== '');
}

/** A local minute as the API's instant; `to` covers its whole minute, as the answers list's does. */
function toInstant(local: string, bound: 'from' | 'to'): string {
  return new Date(new Date(local).getTime() + (bound === 'to' ? 59_999 : 0)).toISOString();
}

/** The filters as the API takes them: the answers list's names, unset values left out. */
export function toApiFilters(filters: FilterValues): ResultFilters {
  const number = (value: string) => (value ? Number(value) : undefined);
  return {
    county: filters.county || undefined,
    fromPollingStationNumber: number(filters.fromPollingStationNumber),
    toPollingStationNumber: number(filters.toPollingStationNumber),
    from: filters.from ? toInstant(filters.from, 'from') : undefined,
    to: filters.to ? toInstant(filters.to, 'to') : undefined,
    urgent: filters.urgent || undefined,
    followUp: filters.followUp || undefined,
  };
}

/** The cache key of one set of filters (the same filters give the same key). */
export function resultFiltersKey(filters: FilterValues): string {
  return writeResultFilters(filters).toString();
}

/**
 * The answers area's list of exactly the threads a bar counts: the same filters, the question and
 * the option (and the form, which names them there). An absolute host path: it goes through
 * `services.navigate`.
 */
export function answersLink(filters: FilterValues, formId: number, questionId: number, optionId?: number): string {
  const search = writeResultFilters(filters);
  search.set('formId', String(formId));
  search.set('questionId', String(questionId));
  if (optionId !== undefined) search.set('optionId', String(optionId));
  return `/answers?${search.toString()}`;
}

/** The answers area's list of a station's threads (an anomaly row's link), optionally those answering one question. */
export function stationAnswersLink(
  countyCode: string,
  pollingStationNumber: number,
  options: { urgent?: boolean; questionId?: number } = {},
): string {
  const search = new URLSearchParams({ county: countyCode, pollingStationNumber: String(pollingStationNumber) });
  if (options.questionId !== undefined) search.set('questionId', String(options.questionId));
  if (options.urgent) search.set('urgente', 'true');
  return `/answers?${search.toString()}`;
}

/** The answers area's list of a county's threads (a county row's link). */
export function countyAnswersLink(countyCode: string, urgent = false): string {
  const search = new URLSearchParams({ county: countyCode });
  if (urgent) search.set('urgente', 'true');
  return `/answers?${search.toString()}`;
}
