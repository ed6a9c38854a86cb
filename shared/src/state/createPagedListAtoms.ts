import { atom } from 'jotai';
import type { Atom, Getter, WritableAtom } from 'jotai';

/** What fetchPage must resolve to: one page of items and the totals (a PagedResult fits). */
export interface PageResult<Item> {
  readonly data: readonly Item[];
  readonly totalItems: number;
  readonly totalPages: number;
}

/** `get` reads other atoms of the same store, e.g. the area's services atom for its HTTP client. */
export type FetchPage<Item, Params> = (
  params: Params,
  page: number,
  pageSize: number,
  signal: AbortSignal,
  get: Getter,
) => Promise<PageResult<Item>>;

export interface PagedListConfig<Item, Params> {
  /** Loads one page. The signal aborts when the params change or the list refreshes. */
  readonly fetchPage: FetchPage<Item, Params>;
  /** Items per page (e.g. OBSERVER_PAGE_SIZE). */
  readonly pageSize: number;
  /** Search parameters to start with (filters, sort). */
  readonly initialParams: Params;
}

interface PagedListState<Item, Params> {
  readonly params: Params;
  readonly page: number;
  /** Loaded pages by number: what is "held". */
  readonly pages: ReadonlyMap<number, readonly Item[]>;
  readonly totalItems: number;
  readonly totalPages: number;
  /** Requests in flight by page, to skip duplicates and abort them. */
  readonly inFlight: ReadonlyMap<number, AbortController>;
  readonly error: unknown;
  /** Bumped by every refresh and params change; answers from an older generation are dropped. */
  readonly generation: number;
}

export interface PagedListSnapshot<Item, Params> {
  readonly items: readonly Item[];
  readonly page: number;
  readonly pageSize: number;
  readonly totalItems: number;
  readonly totalPages: number;
  readonly loading: boolean;
  readonly error: unknown;
  readonly params: Params;
}

export interface PagedListAtoms<Item, Params> {
  /** Items of the current page ([] until it is loaded). */
  readonly itemsAtom: Atom<readonly Item[]>;
  readonly pageAtom: Atom<number>;
  readonly pageSizeAtom: Atom<number>;
  readonly totalItemsAtom: Atom<number>;
  readonly totalPagesAtom: Atom<number>;
  /** True while the current page is being fetched. */
  readonly loadingAtom: Atom<boolean>;
  /** The last failure (an ApiError from the host client), or null. */
  readonly errorAtom: Atom<unknown>;
  readonly paramsAtom: Atom<Params>;
  /** Everything above in one object, for views that need it all. */
  readonly listAtom: Atom<PagedListSnapshot<Item, Params>>;
  /** Shows a page, fetching it only when it is not held and not already on its way. */
  readonly loadPageAtom: WritableAtom<null, [page: number], Promise<void>>;
  /** Empties the held pages, then loads `page` (default: the current one), e.g. page 1 after a delete. */
  readonly refreshAtom: WritableAtom<null, [page?: number], Promise<void>>;
  /** New search parameters: drops what is held and in flight, then loads page 1. */
  readonly setParamsAtom: WritableAtom<null, [params: Params], Promise<void>>;
}

function without<K, V>(map: ReadonlyMap<K, V>, key: K): Map<K, V> {
  const copy = new Map(map);
  copy.delete(key);
  return copy;
}

function isAbort(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { aborted?: unknown }).aborted === true || (error as { name?: unknown }).name === 'AbortError')
  );
}

/**
 * The paged-list cache of spec section 4 "Paged lists" as jotai atoms. A factory: every call makes
 * new atoms, and each area's store keeps its own values, so nothing is shared between areas.
 */
export function createPagedListAtoms<Item, Params>(config: PagedListConfig<Item, Params>): PagedListAtoms<Item, Params> {
  const { fetchPage, pageSize, initialParams } = config;
  const initial: PagedListState<Item, Params> = {
    params: initialParams,
    page: 1,
    pages: new Map(),
    totalItems: 0,
    totalPages: 0,
    inFlight: new Map(),
    error: null,
    generation: 0,
  };
  const stateAtom = atom(initial);
  stateAtom.debugPrivate = true;

  const loadPageAtom = atom(null, async (get, set, page: number) => {
    const state = get(stateAtom);
    // Rule "Load": a page already held, or already on its way, is only shown, never fetched again.
    if (state.pages.has(page) || state.inFlight.has(page)) {
      set(stateAtom, { ...state, page, error: null });
      return;
    }
    const controller = new AbortController();
    const { generation, params } = state;
    set(stateAtom, { ...state, page, error: null, inFlight: new Map(state.inFlight).set(page, controller) });
    try {
      const result = await fetchPage(params, page, pageSize, controller.signal, get);
      const now = get(stateAtom);
      if (now.generation !== generation) return;
      // Rule "Loaded": the page is stored beside the others and the totals are updated.
      set(stateAtom, {
        ...now,
        pages: new Map(now.pages).set(page, result.data),
        totalItems: result.totalItems,
        totalPages: result.totalPages,
        inFlight: without(now.inFlight, page),
      });
    } catch (error) {
      const now = get(stateAtom);
      if (now.generation !== generation) return;
      // Rule "Error": the error is kept and loading stops. A failure of a page the person already
      // left is not shown on the page they are looking at; it is simply fetched again on return.
      const shown = now.page === page && !isAbort(error);
      set(stateAtom, { ...now, error: shown ? error : now.error, inFlight: without(now.inFlight, page) });
    }
  });

  /** Starts a new generation: whatever is in flight is aborted and its answer will be ignored. */
  const restart = (state: PagedListState<Item, Params>, changes: Partial<PagedListState<Item, Params>>): PagedListState<Item, Params> => {
    state.inFlight.forEach((controller) => controller.abort());
    return { ...state, pages: new Map(), inFlight: new Map(), error: null, generation: state.generation + 1, ...changes };
  };

  // Rule "Refresh": the held values are emptied before loading.
  const refreshAtom = atom(null, async (get, set, page?: number) => {
    const state = get(stateAtom);
    set(stateAtom, restart(state, {}));
    await set(loadPageAtom, page ?? state.page);
  });

  const setParamsAtom = atom(null, async (get, set, params: Params) => {
    set(stateAtom, restart(get(stateAtom), { params, page: 1, totalItems: 0, totalPages: 0 }));
    await set(loadPageAtom, 1);
  });

  const itemsAtom = atom((get) => {
    const state = get(stateAtom);
    return state.pages.get(state.page) ?? [];
  });
  const loadingAtom = atom((get) => {
    const state = get(stateAtom);
    return state.inFlight.has(state.page);
  });
  const listAtom = atom((get): PagedListSnapshot<Item, Params> => {
    const state = get(stateAtom);
    return {
      items: get(itemsAtom),
      page: state.page,
      pageSize,
      totalItems: state.totalItems,
      totalPages: state.totalPages,
      loading: get(loadingAtom),
      error: state.error,
      params: state.params,
    };
  });

  return {
    itemsAtom,
    pageAtom: atom((get) => get(stateAtom).page),
    pageSizeAtom: atom(() => pageSize),
    totalItemsAtom: atom((get) => get(stateAtom).totalItems),
    totalPagesAtom: atom((get) => get(stateAtom).totalPages),
    loadingAtom,
    errorAtom: atom((get) => get(stateAtom).error),
    paramsAtom: atom((get) => get(stateAtom).params),
    listAtom,
    loadPageAtom,
    refreshAtom,
    setParamsAtom,
  };
}
