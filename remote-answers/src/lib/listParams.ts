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

/**
 * Filters a link brings and no field edits (the statistics area's bars: the threads that chose an
 * option; a range of stations); '' when absent. `formId` only says which form names the question.
 */
export interface LinkedFilters {
  readonly formId: string;
  readonly questionId: string;
  readonly optionId: string;
  readonly fromPollingStationNumber: string;
  readonly toPollingStationNumber: string;
}

export const EMPTY_LINKED: LinkedFilters = {
  formId: '',
  questionId: '',
  optionId: '',
  fromPollingStationNumber: '',
  toPollingStationNumber: '',
};
const LINKED_NAMES = ['formId', 'questionId', 'optionId', 'fromPollingStationNumber', 'toPollingStationNumber'] as const;

/** Everything the list shows, read from the address so a reload or a shared link shows the same. */
export interface ListParams extends FilterValues, LinkedFilters {
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
const isId = (value: string) => /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2147483647;
const cleanNumber = (value: string, valid: (value: string) => boolean) => (valid(value) ? String(Number(value)) : '');
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
    pollingStationNumber: cleanNumber(station, isStationNumber),
    phoneObserver: text('phoneObserver').slice(0, 20),
    from: cleanDate(text('from')),
    to: cleanDate(text('to')),
    followUp: isFollowUp(followUp) ? followUp : '',
    formId: cleanNumber(text('formId'), isId),
    questionId: cleanNumber(text('questionId'), isId),
    optionId: cleanNumber(text('optionId'), isId),
    fromPollingStationNumber: cleanNumber(text('fromPollingStationNumber'), isStationNumber),
    toPollingStationNumber: cleanNumber(text('toPollingStationNumber'), isStationNumber),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    urgent,
    order: urgent && text('order') === 'newest' ? 'newest' : 'unresolvedFirst',
  };
}

/** The address for `params`: only what differs from the defaults, so /answers stays /answers. */
export function writeListParams(params: ListParams, urgentMount: boolean): URLSearchParams {
  const search = new URLSearchParams();
  if (params.urgent && !urgentMount) search.set(URGENT_PARAM, 'true');
  for (const name of [...FILTER_NAMES, ...LINKED_NAMES]) if (params[name]) search.set(name, params[name]);
  if (params.urgent && params.order === 'newest') search.set('order', 'newest');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** True when a filter narrows the list (the empty state then says so). */
export function hasFilters(params: FilterValues & LinkedFilters): boolean {
  return FILTER_NAMES.some((name) => params[name] !== '') || LINKED_NAMES.some((name) => name !== 'formId' && params[name] !== '');
}

const numberOrNothing = (value: string) => (value ? Number(value) : undefined);

/** The filters as the API takes them: local times read as instants, empty values left out. */
export function toAnswerFilters(params: ListParams): AnswerFilters {
  const from = parseTypedDate(params.from);
  const to = parseTypedDate(params.to);
  return {
    county: params.county || undefined,
    pollingStationNumber: numberOrNothing(params.pollingStationNumber),
    phoneObserver: params.phoneObserver || undefined,
    from: from ? toInstant(from, 'from') : undefined,
    to: to ? toInstant(to, 'to') : undefined,
    urgent: params.urgent || undefined,
    followUp: params.followUp || undefined,
    questionId: numberOrNothing(params.questionId),
    optionId: numberOrNothing(params.optionId),
    fromPollingStationNumber: numberOrNothing(params.fromPollingStationNumber),
    toPollingStationNumber: numberOrNothing(params.toPollingStationNumber),
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
    query.questionId,
    query.optionId,
    query.fromPollingStationNumber,
    query.toPollingStationNumber,
    query.unresolvedFirst,
    query.page,
    query.pageSize,
  ]);
}
