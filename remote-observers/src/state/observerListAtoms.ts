import { atom } from 'jotai';
import type { PrimitiveAtom, WritableAtom } from 'jotai';
import type { HttpClient } from '@observatory/shared/contract';
import { OBSERVER_PAGE_SIZE } from '@observatory/shared/model';
import type { Observer, ObserverSearch } from '@observatory/shared/model';
import { createPagedListAtoms } from '@observatory/shared/state';
import type { PagedListAtoms } from '@observatory/shared/state';
import { getObserverCount } from '../api/getObserverCount';
import { listObservers } from '../api/listObservers';

/** What the list asks the API for: the filter and the sort. The API's own default is name, ascending. */
export type ObserverListParams = ObserverSearch;

export const INITIAL_LIST_PARAMS: ObserverListParams = { sortBy: 'name', sortDirection: 'asc' };

export interface ObserverListState extends PagedListAtoms<Observer, ObserverListParams> {
  /** The header's total (GET /count), null until it arrives or when it failed. */
  readonly countAtom: PrimitiveAtom<number | null>;
  /** Fetches the total again. A failure keeps the header without a number rather than blocking the list. */
  readonly refreshCountAtom: WritableAtom<null, [], Promise<void>>;
  /** Spec section 4: after a delete the list goes back to page 1 and the count is fetched again. */
  readonly afterDeleteAtom: WritableAtom<null, [deletedId: number], Promise<void>>;
  /** After an add, edit or import: the pages held are stale, so the current page and the count reload. */
  readonly afterChangeAtom: WritableAtom<null, [], Promise<void>>;
  /** Ids ticked in the table or on the cards; kept across pages so a selection can span them. */
  readonly selectedIdsAtom: PrimitiveAtom<readonly number[]>;
}

function createObserverListState(http: HttpClient): ObserverListState {
  const list = createPagedListAtoms<Observer, ObserverListParams>({
    fetchPage: (params, page, pageSize, signal) => listObservers(http, { ...params, page, pageSize }, signal),
    pageSize: OBSERVER_PAGE_SIZE,
    initialParams: INITIAL_LIST_PARAMS,
  });
  const countAtom = atom<number | null>(null);
  const refreshCountAtom = atom(null, async (_get, set) => {
    try {
      set(countAtom, await getObserverCount(http));
    } catch {
      set(countAtom, null);
    }
  });
  const selectedIdsAtom = atom<readonly number[]>([]);
  const afterDeleteAtom = atom(null, async (get, set, deletedId: number) => {
    set(
      selectedIdsAtom,
      get(selectedIdsAtom).filter((id) => id !== deletedId),
    );
    await Promise.all([set(list.refreshAtom, 1), set(refreshCountAtom)]);
  });
  const afterChangeAtom = atom(null, async (_get, set) => {
    await Promise.all([set(list.refreshAtom), set(refreshCountAtom)]);
  });
  return { ...list, countAtom, refreshCountAtom, afterDeleteAtom, afterChangeAtom, selectedIdsAtom };
}

const byClient = new WeakMap<HttpClient, ObserverListState>();

/**
 * The observers list atoms, bound to the area's HTTP client. Atoms are only definitions: their
 * values live in the jotai store of the mounted area (one per mount), so nothing leaks between
 * mounts, areas or tests. Binding by client lets fetchPage call the API without a module-level
 * service setter.
 */
export function observerListState(http: HttpClient): ObserverListState {
  let state = byClient.get(http);
  if (!state) {
    state = createObserverListState(http);
    byClient.set(http, state);
  }
  return state;
}
