import type { AuditAction, AuditEntityType, AuditFilters } from '../api/types';

/** Events per page of the log. */
export const PAGE_SIZE = 50;

/**
 * Every action the trail records, in the order the filter lists them. A Record, so the type
 * check fails when the API gains an action this area has no words for.
 */
const ACTION_ORDER: Readonly<Record<AuditAction, number>> = {
  'observer.add': 1,
  'observer.edit': 2,
  'observer.pin-reset': 3,
  'observer.device-reset': 4,
  'observer.retire': 5,
  'observer.delete': 6,
  'observer.import': 7,
  'observer.attention-handled': 8,
  'form.create': 9,
  'form.save': 10,
  'form.publish': 11,
  'form.unpublish': 12,
  'form.reorder': 13,
  'form.archive': 14,
  'form.restore': 15,
  'form.delete': 16,
  'thread.follow-up': 17,
  'thread.take-over': 18,
  'notification.send': 19,
  'ngo.attention-thresholds': 20,
  'station.import-locations': 21,
  'export.answers': 22,
  'export.notes': 23,
  'export.observers': 24,
  'export.audit': 25,
  'auth.sign-in': 26,
  'auth.sign-in-failed': 27,
};
export const ACTIONS = (Object.keys(ACTION_ORDER) as AuditAction[]).sort((a, b) => ACTION_ORDER[a] - ACTION_ORDER[b]);

const ENTITY_SET: Readonly<Record<AuditEntityType, true>> = {
  observer: true,
  form: true,
  thread: true,
  notification: true,
  export: true,
  account: true,
  ngo: true,
};
export const ENTITY_TYPES = Object.keys(ENTITY_SET) as AuditEntityType[];

/** The filters as the address holds them: dates are days (`2026-11-27`), read in the person's time zone. */
export interface AddressFilters {
  readonly actor: string;
  readonly action: AuditAction | '';
  readonly entityType: AuditEntityType | '';
  readonly from: string;
  readonly to: string;
}

export const NO_FILTERS: AddressFilters = { actor: '', action: '', entityType: '', from: '', to: '' };
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isAction = (v: string): v is AuditAction => Object.hasOwn(ACTION_ORDER, v);
const isEntityType = (v: string): v is AuditEntityType => Object.hasOwn(ENTITY_SET, v);

/** The filters of `?actor=…&action=…`; anything not understood is left out (an old or edited link). */
export function readFilters(params: URLSearchParams): AddressFilters {
  const day = (name: string) => {
    const v = params.get(name) ?? '';
    return DAY.test(v) ? v : '';
  };
  const action = params.get('action') ?? '';
  const entityType = params.get('entityType') ?? '';
  return {
    actor: (params.get('actor') ?? '').trim(),
    action: isAction(action) ? action : '',
    entityType: isEntityType(entityType) ? entityType : '',
    from: day('from'),
    to: day('to'),
  };
}

/** The page of `?page=2` (1 when missing or not a page number). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address for these filters (page 1: a new filter starts at the newest events). */
export function filtersToParams(filters: AddressFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') params.set(name, value);
  return params;
}

/** A local day's first (or last) millisecond, as the API's ISO-8601 UTC. */
function dayBound(day: string, end: boolean): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d, 0, 0, 0, 0);
  return at.toISOString();
}

/** What the API is asked: only the filters given, days as the person's whole days. */
export function toApiFilters(filters: AddressFilters): AuditFilters {
  return {
    ...(filters.actor !== '' && { actor: filters.actor }),
    ...(filters.action !== '' && { action: filters.action }),
    ...(filters.entityType !== '' && { entityType: filters.entityType }),
    ...(filters.from !== '' && { from: dayBound(filters.from, false) }),
    ...(filters.to !== '' && { to: dayBound(filters.to, true) }),
  };
}

export const hasFilters = (filters: AddressFilters): boolean => Object.values(filters).some((v) => v !== '');
