import type { RangeProblem, StationRange } from './stationRange';

/**
 * Who a notification goes to when no roster selection came with the link: the three targeting
 * states of spec section 4, as a pure reducer so every transition is tested on its own.
 *
 * - `unused`: no county chosen; the notification goes to everyone (send/all).
 * - `pending`: a county (and maybe a range) is chosen but not searched yet, or the search is
 *   running or failed; the ids are unknown, so nothing can be sent.
 * - `resolved`: the search answered; the notification goes to exactly these ids (none: nothing to send).
 */
export type Selection =
  | { readonly status: 'unused' }
  | { readonly status: 'pending'; readonly searching: boolean; readonly failed: boolean }
  | { readonly status: 'resolved'; readonly ids: readonly number[]; readonly range: StationRange };

/** What the filter's fields hold (station numbers as typed). */
export interface RecipientFilter {
  readonly countyCode: string | null;
  readonly from: string;
  readonly to: string;
}

export interface TargetingState {
  readonly filter: RecipientFilter;
  readonly selection: Selection;
  /** Why the last Search was refused (a range outside the county, or from > to). */
  readonly problem: RangeProblem | null;
  /** Numbers searches: an answer for an older one (the filter changed since) is ignored. */
  readonly search: number;
}

export type TargetingEvent =
  | { readonly type: 'countyChanged'; readonly countyCode: string | null }
  | { readonly type: 'rangeChanged'; readonly field: 'from' | 'to'; readonly value: string }
  | { readonly type: 'searchRefused'; readonly problem: RangeProblem }
  | { readonly type: 'searchStarted'; readonly search: number }
  | { readonly type: 'searchSucceeded'; readonly search: number; readonly ids: readonly number[]; readonly range: StationRange }
  | { readonly type: 'searchFailed'; readonly search: number }
  /** The page went away while this search ran (it was aborted): Search has to be pressed again. */
  | { readonly type: 'searchAbandoned'; readonly search: number }
  | { readonly type: 'reset' };

export const INITIAL_TARGETING: TargetingState = {
  filter: { countyCode: null, from: '', to: '' },
  selection: { status: 'unused' },
  problem: null,
  search: 0,
};

const PENDING: Selection = { status: 'pending', searching: false, failed: false };

/** The filter changed: any resolved ids no longer describe it, and a running search is outdated. */
function filterChanged(state: TargetingState, filter: RecipientFilter): TargetingState {
  return { filter, selection: PENDING, problem: null, search: state.search + 1 };
}

export function targetingReducer(state: TargetingState, event: TargetingEvent): TargetingState {
  switch (event.type) {
    case 'countyChanged':
      if (event.countyCode === state.filter.countyCode) return state;
      // Without a county the filter is unused again; its range belonged to the county.
      if (event.countyCode === null) return { ...INITIAL_TARGETING, search: state.search + 1 };
      return filterChanged(state, { ...state.filter, countyCode: event.countyCode });
    case 'rangeChanged': {
      if (state.filter[event.field] === event.value) return state;
      const filter = { ...state.filter, [event.field]: event.value };
      // The range only means something with a county: without one the filter stays unused.
      if (state.filter.countyCode === null) return { ...state, filter };
      return filterChanged(state, filter);
    }
    case 'searchRefused':
      if (state.filter.countyCode === null) return state;
      return { ...state, selection: PENDING, problem: event.problem, search: state.search + 1 };
    case 'searchStarted':
      if (state.filter.countyCode === null) return state;
      return { ...state, selection: { status: 'pending', searching: true, failed: false }, problem: null, search: event.search };
    case 'searchSucceeded':
      if (event.search !== state.search || state.selection.status !== 'pending') return state;
      return { ...state, selection: { status: 'resolved', ids: event.ids, range: event.range } };
    case 'searchFailed':
      if (event.search !== state.search || state.selection.status !== 'pending') return state;
      return { ...state, selection: { status: 'pending', searching: false, failed: true } };
    case 'searchAbandoned':
      if (event.search !== state.search || state.selection.status !== 'pending' || !state.selection.searching) return state;
      return { ...state, selection: PENDING };
    case 'reset':
      return { ...INITIAL_TARGETING, search: state.search + 1 };
  }
}

/** Where a send goes: everyone the sender can see, or exactly these observers. */
export type SendTarget = { readonly kind: 'everyone' } | { readonly kind: 'observers'; readonly ids: readonly number[] };

/** Why Send is disabled: the ids are not known yet, are being searched, or there are none. */
type SendBlock = 'pending' | 'searching' | 'noneFound';

export type SendReadiness = { readonly ready: true; readonly target: SendTarget } | { readonly ready: false; readonly reason: SendBlock };

/** Spec section 5: Send is disabled when filtered and there are no recipients (or none known yet). */
export function readinessOf(selection: Selection): SendReadiness {
  switch (selection.status) {
    case 'unused':
      return { ready: true, target: { kind: 'everyone' } };
    case 'pending':
      return { ready: false, reason: selection.searching ? 'searching' : 'pending' };
    case 'resolved':
      return selection.ids.length === 0
        ? { ready: false, reason: 'noneFound' }
        : { ready: true, target: { kind: 'observers', ids: selection.ids } };
  }
}
