import { FOLLOW_UP_STATUSES, THREADS_PAGE_SIZE } from './constants';
import type { AnswerFilters, FollowUpStatus, ThreadQuery } from '../api/types';
import { formatTypedDate, parseTypedDate, toInstant } from './dateInput';

/** The filter fields as people type them (and as the address keeps them); '' when empty. */
export interface FilterValues {
  readonly county: string;
  readonly pollingStationNumber: string;
  readonly phoneObserver: string;
  readonly from: string;
  readonly to: string;
  readonly followUp: FollowUpStatus | '';
}

export type ListOrder = 'unresolvedFirst' | 'newest';

/** Everything the list shows, read from the address so a reload or a shared link shows the same. */
export interface ListParams extends FilterValues {
  readonly page: number;
  /** The urgent list: threads with a flagged answer only, under its own heading. */
  readonly urgent: boolean;
  /** The urgent list shows what is not yet resolved first unless asked for newest first. */
  readonly order: ListOrder;
}

export const EMPTY_FILTERS: FilterValues = { county: '', pollingStationNumber: '', phoneObserver: '', from: '', to: '', followUp: '' };

const FILTER_NAMES = ['county', 'pollingStationNumber', 'phoneObserver', 'from', 'to', 'followUp'] as const;
/** The spec's query parameter of the urgent list (the host's urgent-answers route redirects to it). */
const URGENT_PARAM = 'urgente';

const isStationNumber = (value: string) => /^\d{1,6}$/.test(value) && Number(value) >= 1;
const isFollowUp = (value: string): value is FollowUpStatus => (FOLLOW_UP_STATUSES as readonly string[]).includes(value);

/** A typed date in its canonical form, or '' when it is not a date. */
function cleanDate(value: string): string {
  const parsed = parseTypedDate(value);
  return parsed ? formatTypedDate(parsed) : '';
}

/**
 * The list's parameters from the address. Values that do not make sense (a hand-edited link) are
 * dropped rather than sent. `urgentMount` is true under /urgents, where the list is always urgent.
 */
export function readListParams(search: URLSearchParams, urgentMount: boolean): ListParams {
  const text = (name: string) => (search.get(name) ?? '').trim();
  const station = text('pollingStationNumber');
  const followUp = text('followUp');
  const page = Number(text('page'));
  const urgent = urgentMount || text(URGENT_PARAM) === 'true';
  return {
    county: text('county').toUpperCase().slice(0, 10),
    pollingStationNumber: isStationNumber(station) ? String(Number(station)) : '',
    phoneObserver: text('phoneObserver').slice(0, 20),
    from: cleanDate(text('from')),
    to: cleanDate(text('to')),
    followUp: isFollowUp(followUp) ? followUp : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    urgent,
    order: urgent && text('order') === 'newest' ? 'newest' : 'unresolvedFirst',
  };
}

/** The address for `params`: only what differs from the defaults, so /answers stays /answers. */
export function writeListParams(params: ListParams, urgentMount: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (params.urgent && !urgentMount) search.set(URGENT_PARAM, 'true');
  for (const name of FILTER_NAMES) if (params[name]) search.set(name, params[name]);
  if (params.urgent && params.order === 'newest') search.set('order', 'newest');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** True when a filter narrows the list (the empty state then says so). */
export function hasFilters(params: FilterValues): boolean {
  return FILTER_NAMES.some((name) => params[name] !== '');
}

/** The filters as the API takes them: local times read as instants, empty values left out. */
export function toAnswerFilters(params: ListParams): AnswerFilters {
  const from = parseTypedDate(params.from);
  const to = parseTypedDate(params.to);
  return {
    county: params.county || undefined,
    pollingStationNumber: params.pollingStationNumber ? Number(params.pollingStationNumber) : undefined,
    phoneObserver: params.phoneObserver || undefined,
    from: from ? toInstant(from, 'from') : undefined,
    to: to ? toInstant(to, 'to') : undefined,
    urgent: params.urgent || undefined,
    followUp: params.followUp || undefined,
  };
}

/** One page of the list as the API is asked for it. */
export function toThreadQuery(params: ListParams): ThreadQuery {
  return {
    ...toAnswerFilters(params),
    page: params.page,
    pageSize: THREADS_PAGE_SIZE,
    unresolvedFirst: params.urgent && params.order === 'unresolvedFirst' ? true : undefined,
  };
}

/** A stable key of a query, to hold its page and to tell queries apart. */
export function threadQueryKey(query: ThreadQuery): string {
  return JSON.stringify([
    query.county,
    query.pollingStationNumber,
    query.phoneObserver,
    query.from,
    query.to,
    query.urgent,
    query.followUp,
    query.unresolvedFirst,
    query.page,
    query.pageSize,
  ]);
}
