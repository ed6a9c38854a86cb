import { atom } from 'jotai';
import { readServices } from '@observatory/shared/area';
import { createPagedListAtoms } from '@observatory/shared/state';
import { getObserverCount } from '../api/getObserverCount';
import { listObservers } from '../api/listObservers';
import { OBSERVER_PAGE_SIZE } from '../api/types';
import type { Observer, ObserverSearch } from '../api/types';
import { servicesAtom } from './services';

/** What the list asks the API for: the filter and the sort. The API's own default is name, ascending. */
export type ObserverListParams = ObserverSearch;

export const INITIAL_LIST_PARAMS: ObserverListParams = { sortBy: 'name', sortDirection: 'asc' };

/**
 * The observers list (spec section 4 "Paged lists"): pages of 100 with the load-skipping rules.
 * These are only definitions: their values live in the store AreaRoot makes for each mount, so
 * nothing leaks between mounts, areas or tests; the HTTP client comes from that store too.
 */
export const observerList = createPagedListAtoms<Observer, ObserverListParams>({
  // Next and Previous pass the cursor the page on screen gave (keyset paging); a page number jumped to goes by number.
  fetchPage: (params, page, pageSize, signal, get, after) =>
    listObservers(readServices(get, servicesAtom).http, { ...params, page, pageSize, after }, signal),
  pageSize: OBSERVER_PAGE_SIZE,
  initialParams: INITIAL_LIST_PARAMS,
});

/** Shows the page the store holds (back from a profile: no request), or loads page 1 the first time. */
export const loadCurrentPageAtom = atom(null, (get, set) => set(observerList.loadPageAtom, get(observerList.pageAtom)));

/** The header's total (GET /count), null until it arrives or when it failed. */
export const observerCountAtom = atom<number | null>(null);

/** Fetches the total again. A failure keeps the header without a number rather than blocking the list. */
export const refreshCountAtom = atom(null, async (get, set) => {
  try {
    set(observerCountAtom, await getObserverCount(readServices(get, servicesAtom).http));
  } catch {
    set(observerCountAtom, null);
  }
});

/** Ids ticked in the table or on the cards; kept across pages so a selection can span them. */
export const selectedIdsAtom = atom<readonly number[]>([]);

/** Spec section 4: after a delete the list goes back to page 1 and the count is fetched again. */
export const afterDeleteAtom = atom(null, async (get, set, deletedId: number) => {
  set(
    selectedIdsAtom,
    get(selectedIdsAtom).filter((id) => id !== deletedId),
  );
  await Promise.all([set(observerList.refreshAtom, 1), set(refreshCountAtom)]);
});

/** After an add, edit or import: the pages held are stale, so the current page and the count reload. */
export const afterChangeAtom = atom(null, async (_get, set) => {
  await Promise.all([set(observerList.refreshAtom), set(refreshCountAtom)]);
});
