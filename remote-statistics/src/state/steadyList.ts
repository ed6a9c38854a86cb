import { atom } from 'jotai';
import type { Atom, Getter, Setter, WritableAtom } from 'jotai';
import type { RequestState } from '@observatory/shared/area';
import type { PagedListAtoms } from '@observatory/shared/state';

/** A page as it was last shown, with when it arrived. */
export interface ShownPage<Item> {
  readonly page: number;
  readonly items: readonly Item[];
  readonly totalItems: number;
  readonly totalPages: number;
  /** When these items arrived (epoch ms): the "updated at" of what is on screen. */
  readonly at: number;
}

/** What a view shows for the current page. */
export type ListView<Item> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | ({ readonly status: 'ready'; readonly refreshing: boolean } & ShownPage<Item>);

export interface SteadyList<Item, Params> {
  /** The kit's paged list underneath (spec section 4's rules), for reading its page and totals. */
  readonly list: PagedListAtoms<Item, Params>;
  /** The current page for views: while a refresh reloads it, the last figures stay on screen. */
  readonly viewAtom: Atom<ListView<Item>>;
  /** When the pages held started (the last refresh or first load ended), null before any load. */
  readonly heldSinceAtom: Atom<number | null>;
  /** Shows a page; fetches it only when it is not held (the kit's rule "Load"). */
  readonly loadPageAtom: WritableAtom<null, [page: number], Promise<void>>;
  /** Empties the held pages and loads `page` (default: the current one) again (rule "Refresh"). */
  readonly refreshAtom: WritableAtom<null, [page?: number], Promise<void>>;
}

/**
 * The kit's paged list plus a memory of the page last shown. The list itself follows the spec (a
 * refresh empties the values before loading); the view keeps the previous figures of the same page
 * on screen until the new ones arrive, so a refresh every minute neither blanks a card nor takes
 * away the element that has focus. A failed refresh shows its error (the spec hides failed cards).
 */
export function createSteadyList<Item, Params>(list: PagedListAtoms<Item, Params>): SteadyList<Item, Params> {
  const shownAtom = atom<ShownPage<Item> | null>(null);
  const heldSinceAtom = atom<number | null>(null);
  // When each page's items arrived, keyed by the items array the kit's list holds for that page.
  // Weak keys: a refresh drops the arrays and their times with them; each store's arrays are its own.
  const arrivals = new WeakMap<readonly Item[], number>();

  /** After a load or refresh ends: remembers the page if it is on screen and loaded fine. */
  const settle = (get: Getter, set: Setter, restarted: boolean) => {
    const current = get(list.listAtom);
    // A newer load of the page on screen is on its way: that one will settle.
    if (current.loading) return;
    const now = Date.now();
    if (restarted || get(heldSinceAtom) === null) set(heldSinceAtom, now);
    if (current.error !== null && current.error !== undefined) return;
    const { page, items, totalItems, totalPages } = current;
    // A held page shown again is the same figures (the same array): it keeps the time they arrived.
    const at = arrivals.get(items) ?? now;
    arrivals.set(items, at);
    const shown = get(shownAtom);
    if (shown && shown.page === page && shown.items === items) return;
    set(shownAtom, { page, items, totalItems, totalPages, at });
  };

  const loadPageAtom = atom(null, async (get, set, page: number) => {
    await set(list.loadPageAtom, page);
    settle(get, set, false);
  });

  const refreshAtom = atom(null, async (get, set, page?: number) => {
    await set(list.refreshAtom, page);
    settle(get, set, true);
  });

  const viewAtom = atom((get): ListView<Item> => {
    const current = get(list.listAtom);
    if (current.error !== null && current.error !== undefined) return { status: 'error', error: current.error };
    const shown = get(shownAtom);
    if (shown && shown.page === current.page) return { status: 'ready', refreshing: current.loading, ...shown };
    // Never asked yet, or a page still on its way: the view waits.
    return { status: 'loading' };
  });

  return { list, viewAtom, heldSinceAtom, loadPageAtom, refreshAtom };
}

/**
 * A list view as the kit's request state, so AsyncView draws it: loading, error with Retry (a 403
 * said in place), empty, data; figures being refreshed count as data still loading.
 */
export function asRequestState<Item>(view: ListView<Item>): RequestState<ShownPage<Item>> {
  if (view.status === 'loading') return { status: 'loading' };
  if (view.status === 'error') return { status: 'error', error: view.error };
  const { status: _status, refreshing, ...page } = view;
  return refreshing ? { status: 'loading', data: page } : { status: 'success', data: page };
}
