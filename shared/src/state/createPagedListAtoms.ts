import { atom } from 'jotai';
import type { Atom, Getter, WritableAtom } from 'jotai';
import { createQueryAtoms } from './createQueryAtoms';
import type { HeldValue, QueryAtoms, QueryView } from './createQueryAtoms';

/** What fetchPage must resolve to: one page of items and the totals (a PagedResult fits). */
export interface PageResult<Item> {
  readonly data: readonly Item[];
  readonly totalItems: number;
  readonly totalPages: number;
  /** Keyset paging, where the API offers it: the opaque cursors to the next and previous pages. */
  readonly nextCursor?: string | null;
  readonly previousCursor?: string | null;
}

/** `get` reads other atoms of the same store, e.g. the area's services atom for its HTTP client. */
export type FetchPage<Item, Params> = (
  params: Params,
  page: number,
  pageSize: number,
  signal: AbortSignal,
  get: Getter,
  /**
   * The cursor a held neighbour gave to this page (the page before's nextCursor, or the page
   * after's previousCursor): send it and the API reads the page from its index at any depth.
   * Undefined for a page jumped to by number: ask for it by number.
   */
  after: string | undefined,
) => Promise<PageResult<Item>>;

export interface PagedListConfig<Item, Params> {
  /** Loads one page. The signal aborts when another page or params are shown, or the list refreshes. */
  readonly fetchPage: FetchPage<Item, Params>;
  /** Items per page (e.g. OBSERVER_PAGE_SIZE). */
  readonly pageSize: number;
  /** Search parameters to start with (filters, sort). */
  readonly initialParams: Params;
  /** The freshness rule: a held page this old (ms) is asked again when shown. Default: never stale. */
  readonly maxAgeMs?: number;
}

/** Which page of which search: the key of each page held. */
export interface PageOf<Params> {
  readonly params: Params;
  readonly page: number;
}

export interface PagedListSnapshot<Item, Params> {
  /** The current page's own items ([] until it is loaded: the spec's rules read these). */
  readonly items: readonly Item[];
  readonly page: number;
  readonly pageSize: number;
  /** The totals last received for these params (kept while another page loads or a refresh runs). */
  readonly totalItems: number;
  readonly totalPages: number;
  readonly loading: boolean;
  readonly error: unknown;
  readonly params: Params;
}

export interface PagedListAtoms<Item, Params> {
  readonly pageAtom: Atom<number>;
  readonly paramsAtom: Atom<Params>;
  /** Items of the current page ([] until it is loaded). */
  readonly itemsAtom: Atom<readonly Item[]>;
  readonly pageSizeAtom: Atom<number>;
  /** The totals last received for these params (see PagedListSnapshot). */
  readonly totalItemsAtom: Atom<number>;
  readonly totalPagesAtom: Atom<number>;
  /** True while the current page is being fetched. */
  readonly loadingAtom: Atom<boolean>;
  /** The last failure of the current page (an ApiError from the host client), or null. */
  readonly errorAtom: Atom<unknown>;
  /** The list in one object (the spec's view of it). */
  readonly listAtom: Atom<PagedListSnapshot<Item, Params>>;
  /** What to draw: the current page, or while it loads the page shown before (no flicker). */
  readonly viewAtom: Atom<QueryView<PageOf<Params>, PageResult<Item>>>;
  /** Every page held, by key. */
  readonly heldAtom: Atom<ReadonlyMap<string, HeldValue<PageOf<Params>, PageResult<Item>>>>;
  /** Shows a page, fetching it only when it is not held (or too old) and not already on its way. */
  readonly loadPageAtom: WritableAtom<null, [page: number], Promise<void>>;
  /** Empties the held pages, then loads `page` (default: the current one), e.g. page 1 after a delete. */
  readonly refreshAtom: WritableAtom<null, [page?: number], Promise<void>>;
  /** New search parameters: drops what is held and in flight, then loads page 1. */
  readonly setParamsAtom: WritableAtom<null, [params: Params], Promise<void>>;
}

/**
 * The paged list of spec section 4 "Paged lists", for a list whose page and filters live in the
 * area's store (a list whose page is in the address uses createQueryAtoms with the page in its
 * params). Rule "Load": a page is fetched only when it is not held. "Loaded": each page is kept
 * beside the others, with its totals. "Error": the error is kept and loading stops. "Refresh":
 * the held pages are emptied before loading.
 */
export function createPagedListAtoms<Item, Params>(config: PagedListConfig<Item, Params>): PagedListAtoms<Item, Params> {
  const { fetchPage, pageSize, initialParams, maxAgeMs } = config;
  // Typed here because the fetch reads the query's own held pages (a neighbour's cursor).
  const query: QueryAtoms<PageOf<Params>, PageResult<Item>> = createQueryAtoms<PageOf<Params>, PageResult<Item>>({
    fetch: ({ params, page }, signal, get) => fetchPage(params, page, pageSize, signal, get, neighbourCursor(get, params, page)),
    maxAgeMs,
  });
  /** Next or Previous from a page held: the cursor that page gave, so the API need not walk to it. */
  const neighbourCursor = (get: Getter, params: Params, page: number): string | undefined => {
    const held = get(query.heldAtom);
    const before = held.get(query.keyOf({ params, page: page - 1 }))?.value.nextCursor;
    const after = held.get(query.keyOf({ params, page: page + 1 }))?.value.previousCursor;
    return before ?? after ?? undefined;
  };
  const currentAtom = atom((get): PageOf<Params> => get(query.viewAtom).params ?? { params: initialParams, page: 1 });
  const pageAtom = atom((get) => get(currentAtom).page);
  const paramsAtom = atom((get) => get(currentAtom).params);
  const itemsAtom = atom((get) => get(query.viewAtom).held?.value.data ?? []);

  const listAtom = atom((get): PagedListSnapshot<Item, Params> => {
    const view = get(query.viewAtom);
    const { params, page } = get(currentAtom);
    const sameSearch = (entry: HeldValue<PageOf<Params>, PageResult<Item>> | undefined) =>
      entry && query.keyOf({ params: entry.params.params, page: 1 }) === query.keyOf({ params, page: 1 }) ? entry : undefined;
    const totals = (view.held ?? sameSearch(view.previous))?.value;
    return {
      items: get(itemsAtom),
      page,
      pageSize,
      totalItems: totals?.totalItems ?? 0,
      totalPages: totals?.totalPages ?? 0,
      loading: view.loading,
      error: view.error,
      params,
    };
  });

  const loadPageAtom = atom(null, (get, set, page: number) => set(query.showAtom, { params: get(paramsAtom), page }));
  const refreshAtom = atom(null, (get, set, page?: number) =>
    set(query.refreshAtom, { params: get(paramsAtom), page: page ?? get(pageAtom) }),
  );
  const setParamsAtom = atom(null, (_get, set, params: Params) => set(query.refreshAtom, { params, page: 1 }));

  return {
    pageAtom,
    paramsAtom,
    itemsAtom,
    pageSizeAtom: atom(() => pageSize),
    totalItemsAtom: atom((get) => get(listAtom).totalItems),
    totalPagesAtom: atom((get) => get(listAtom).totalPages),
    loadingAtom: atom((get) => get(listAtom).loading),
    errorAtom: atom((get) => get(listAtom).error),
    listAtom,
    viewAtom: query.viewAtom,
    heldAtom: query.heldAtom,
    loadPageAtom,
    refreshAtom,
    setParamsAtom,
  };
}
