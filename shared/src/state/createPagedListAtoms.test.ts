import { createStore } from 'jotai';
import { createPagedListAtoms } from './createPagedListAtoms';
import type { PageResult } from './createPagedListAtoms';

interface Params {
  name: string;
}

/** A fetchPage whose answers the test releases one by one. */
function controlledFetch() {
  const calls: {
    params: Params;
    page: number;
    pageSize: number;
    signal: AbortSignal;
    resolve: (result: PageResult<string>) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const fetchPage = jest.fn(
    (params: Params, page: number, pageSize: number, signal: AbortSignal) =>
      new Promise<PageResult<string>>((resolve, reject) => calls.push({ params, page, pageSize, signal, resolve, reject })),
  );
  return { fetchPage, calls };
}

const page = (items: string[], totalItems = 250, totalPages = 3): PageResult<string> => ({ data: items, totalItems, totalPages });

function setup() {
  const { fetchPage, calls } = controlledFetch();
  const list = createPagedListAtoms<string, Params>({ fetchPage, pageSize: 100, initialParams: { name: '' } });
  const store = createStore();
  return { list, store, fetchPage, calls };
}

describe('createPagedListAtoms', () => {
  it('starts empty on page 1 with the initial params', () => {
    const { list, store } = setup();
    expect(store.get(list.listAtom)).toEqual({
      items: [],
      page: 1,
      pageSize: 100,
      totalItems: 0,
      totalPages: 0,
      loading: false,
      error: null,
      params: { name: '' },
    });
  });

  describe('rule "Load": loading starts only if the requested page is not already held', () => {
    it('fetches a page that is not held and shows loading meanwhile', async () => {
      const { list, store, fetchPage, calls } = setup();
      const done = store.set(list.loadPageAtom, 1);
      expect(store.get(list.loadingAtom)).toBe(true);
      expect(fetchPage).toHaveBeenCalledWith({ name: '' }, 1, 100, expect.any(AbortSignal), expect.any(Function), undefined);
      calls[0]!.resolve(page(['a', 'b']));
      await done;
      expect(store.get(list.loadingAtom)).toBe(false);
      expect(store.get(list.itemsAtom)).toEqual(['a', 'b']);
    });

    it('does not fetch a held page again, it only shows it', async () => {
      const { list, store, fetchPage, calls } = setup();
      const first = store.set(list.loadPageAtom, 1);
      calls[0]!.resolve(page(['a']));
      await first;
      const second = store.set(list.loadPageAtom, 2);
      calls[1]!.resolve(page(['b']));
      await second;
      await store.set(list.loadPageAtom, 1);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      expect(store.get(list.pageAtom)).toBe(1);
      expect(store.get(list.itemsAtom)).toEqual(['a']);
      expect(store.get(list.loadingAtom)).toBe(false);
    });

    it('does not start a second request for a page already on its way', async () => {
      const { list, store, fetchPage, calls } = setup();
      const first = store.set(list.loadPageAtom, 1);
      const again = store.set(list.loadPageAtom, 1);
      expect(fetchPage).toHaveBeenCalledTimes(1);
      calls[0]!.resolve(page(['a']));
      await Promise.all([first, again]);
      expect(store.get(list.itemsAtom)).toEqual(['a']);
    });
  });

  describe('rule "Loaded": results are stored per page and totals are updated', () => {
    it('keeps earlier pages beside the new one, the previous on screen while the next loads, and takes the new totals', async () => {
      const { list, store, calls } = setup();
      const one = store.set(list.loadPageAtom, 1);
      calls[0]!.resolve(page(['a'], 250, 3));
      await one;
      const two = store.set(list.loadPageAtom, 2);
      expect(store.get(list.itemsAtom)).toEqual([]);
      // The page shown before stays on screen meanwhile, and so do the totals of the same search,
      // so the pagination (and the focus on it) does not vanish.
      expect(store.get(list.viewAtom)).toMatchObject({ loading: true, shown: { params: { page: 1 }, value: { data: ['a'] } } });
      expect(store.get(list.listAtom)).toMatchObject({ page: 2, totalItems: 250, totalPages: 3 });
      calls[1]!.resolve(page(['b'], 251, 3));
      await two;
      expect(store.get(list.itemsAtom)).toEqual(['b']);
      expect(store.get(list.viewAtom)).toMatchObject({ loading: false, shown: { params: { page: 2 }, value: { data: ['b'] } } });
      expect(store.get(list.totalItemsAtom)).toBe(251);
      expect(store.get(list.totalPagesAtom)).toBe(3);
      await store.set(list.loadPageAtom, 1);
      expect(store.get(list.itemsAtom)).toEqual(['a']);
    });

    it('aborts the request of a page the person moved on from, drops its late answer and asks again on return', async () => {
      const { list, store, fetchPage, calls } = setup();
      const two = store.set(list.loadPageAtom, 2);
      const three = store.set(list.loadPageAtom, 3);
      expect(calls[0]!.signal.aborted).toBe(true);
      calls[0]!.resolve(page(['b']));
      await two;
      expect(store.get(list.pageAtom)).toBe(3);
      expect(store.get(list.loadingAtom)).toBe(true);
      calls[1]!.resolve(page(['c']));
      await three;
      const back = store.set(list.loadPageAtom, 2);
      expect(fetchPage).toHaveBeenCalledTimes(3);
      calls[2]!.resolve(page(['b2']));
      await back;
      expect(store.get(list.itemsAtom)).toEqual(['b2']);
    });

    it('asks again for a held page once it is older than maxAgeMs (the freshness rule)', async () => {
      let now = 1_000_000;
      jest.spyOn(Date, 'now').mockImplementation(() => now);
      const { fetchPage, calls } = controlledFetch();
      const list = createPagedListAtoms<string, Params>({ fetchPage, pageSize: 5, initialParams: { name: '' }, maxAgeMs: 60_000 });
      const store = createStore();
      const first = store.set(list.loadPageAtom, 1);
      calls[0]!.resolve(page(['a']));
      await first;
      now += 59_999;
      await store.set(list.loadPageAtom, 1);
      expect(fetchPage).toHaveBeenCalledTimes(1);
      now += 1;
      const again = store.set(list.loadPageAtom, 1);
      expect(fetchPage).toHaveBeenCalledTimes(2);
      // The old figures stay on screen, marked as loading, until the new ones arrive.
      expect(store.get(list.viewAtom)).toMatchObject({ loading: true, shown: { value: { data: ['a'] } } });
      calls[1]!.resolve(page(['a2']));
      await again;
      expect(store.get(list.itemsAtom)).toEqual(['a2']);
      jest.restoreAllMocks();
    });
  });

  describe('rule "Error": the error flag is set and loading is cleared', () => {
    it('keeps the error, stops loading, and clears the error on the next load', async () => {
      const { list, store, calls } = setup();
      const failing = store.set(list.loadPageAtom, 1);
      const failure = new Error('HTTP 500');
      calls[0]!.reject(failure);
      await failing;
      expect(store.get(list.errorAtom)).toBe(failure);
      expect(store.get(list.loadingAtom)).toBe(false);
      const retry = store.set(list.loadPageAtom, 1);
      expect(store.get(list.errorAtom)).toBeNull();
      calls[1]!.resolve(page(['a']));
      await retry;
      expect(store.get(list.itemsAtom)).toEqual(['a']);
    });
  });

  describe('rule "Error" on a page already left', () => {
    it('does not show the failure on the page now shown', async () => {
      const { list, store, calls } = setup();
      const one = store.set(list.loadPageAtom, 1);
      calls[0]!.resolve(page(['a']));
      await one;
      const two = store.set(list.loadPageAtom, 2);
      await store.set(list.loadPageAtom, 1);
      calls[1]!.reject(new Error('HTTP 500'));
      await two;
      expect(store.get(list.errorAtom)).toBeNull();
      expect(store.get(list.itemsAtom)).toEqual(['a']);
    });
  });

  describe('rule "Refresh": the values are emptied before loading', () => {
    it('drops every held page and fetches the current page again', async () => {
      const { list, store, fetchPage, calls } = setup();
      const one = store.set(list.loadPageAtom, 1);
      calls[0]!.resolve(page(['a']));
      await one;
      const two = store.set(list.loadPageAtom, 2);
      calls[1]!.resolve(page(['b']));
      await two;
      const refreshed = store.set(list.refreshAtom);
      expect(store.get(list.itemsAtom)).toEqual([]);
      expect(store.get(list.loadingAtom)).toBe(true);
      expect(fetchPage).toHaveBeenLastCalledWith({ name: '' }, 2, 100, expect.any(AbortSignal), expect.any(Function), undefined);
      calls[2]!.resolve(page(['b2']));
      await refreshed;
      expect(store.get(list.itemsAtom)).toEqual(['b2']);
      // Page 1 was emptied too, so going back fetches it again.
      const back = store.set(list.loadPageAtom, 1);
      expect(fetchPage).toHaveBeenCalledTimes(4);
      calls[3]!.resolve(page(['a2']));
      await back;
    });

    it('can refresh to page 1, as after deleting an observer', async () => {
      const { list, store, fetchPage, calls } = setup();
      const three = store.set(list.loadPageAtom, 3);
      calls[0]!.resolve(page(['c']));
      await three;
      const refreshed = store.set(list.refreshAtom, 1);
      expect(store.get(list.pageAtom)).toBe(1);
      expect(fetchPage).toHaveBeenLastCalledWith({ name: '' }, 1, 100, expect.any(AbortSignal), expect.any(Function), undefined);
      calls[1]!.resolve(page(['a']));
      await refreshed;
    });
  });

  describe('keyset paging: a neighbour held gives its cursor', () => {
    const after = (fetchPage: jest.Mock, call: number): unknown => fetchPage.mock.calls[call]?.[5];
    it('asks Next with the cursor the page before gave, Previous with the one the page after gave, a page jumped to by number', async () => {
      const { list, store, fetchPage, calls } = setup();
      const withCursors = (items: string[], nextCursor: string | null, previousCursor: string | null) => ({
        ...page(items, 1000, 10),
        nextCursor,
        previousCursor,
      });
      const first = store.set(list.loadPageAtom, 1);
      calls[0]!.resolve(withCursors(['a'], 'to-2', null));
      await first;
      expect(after(fetchPage, 0)).toBeUndefined();

      const second = store.set(list.loadPageAtom, 2);
      expect(after(fetchPage, 1)).toBe('to-2');
      calls[1]!.resolve(withCursors(['b'], 'to-3', 'to-1'));
      await second;

      const jump = store.set(list.loadPageAtom, 7);
      expect(after(fetchPage, 2)).toBeUndefined();
      calls[2]!.resolve(withCursors(['g'], 'to-8', 'to-6'));
      await jump;

      const back = store.set(list.loadPageAtom, 6);
      expect(after(fetchPage, 3)).toBe('to-6');
      calls[3]!.resolve(withCursors(['f'], 'to-7', 'to-5'));
      await back;
      expect(store.get(list.itemsAtom)).toEqual(['f']);

      // A refresh drops the cursors with the pages: the page is asked for by number again.
      const again = store.set(list.refreshAtom, 3);
      expect(after(fetchPage, 4)).toBeUndefined();
      calls[4]!.resolve(withCursors(['c'], null, null));
      await again;
    });
  });

  describe('params', () => {
    it('a params change goes back to page 1, aborts what is in flight and drops stale answers', async () => {
      const { list, store, fetchPage, calls } = setup();
      const old = store.set(list.loadPageAtom, 2);
      const changed = store.set(list.setParamsAtom, { name: 'ana' });
      expect(calls[0]!.signal.aborted).toBe(true);
      expect(store.get(list.paramsAtom)).toEqual({ name: 'ana' });
      expect(store.get(list.pageAtom)).toBe(1);
      expect(fetchPage).toHaveBeenLastCalledWith({ name: 'ana' }, 1, 100, expect.any(AbortSignal), expect.any(Function), undefined);
      // The old answer comes back late: it must not land in the new list.
      calls[0]!.resolve(page(['stale'], 999, 10));
      await old;
      expect(store.get(list.itemsAtom)).toEqual([]);
      expect(store.get(list.totalItemsAtom)).toBe(0);
      calls[1]!.resolve(page(['Ana Pop'], 1, 1));
      await changed;
      expect(store.get(list.listAtom)).toMatchObject({ items: ['Ana Pop'], page: 1, totalItems: 1, totalPages: 1, loading: false });
    });

    it('ignores a stale failure as well', async () => {
      const { list, store, calls } = setup();
      const old = store.set(list.loadPageAtom, 1);
      const changed = store.set(list.setParamsAtom, { name: 'x' });
      calls[0]!.reject(Object.assign(new Error('aborted'), { aborted: true }));
      await old;
      expect(store.get(list.errorAtom)).toBeNull();
      expect(store.get(list.loadingAtom)).toBe(true);
      calls[1]!.resolve(page([], 0, 0));
      await changed;
      expect(store.get(list.loadingAtom)).toBe(false);
    });
  });

  it('keeps separate values per store, so two areas never share a list', async () => {
    const { list, calls } = setup();
    const first = createStore();
    const second = createStore();
    const loading = first.set(list.loadPageAtom, 1);
    calls[0]!.resolve(page(['a']));
    await loading;
    expect(first.get(list.itemsAtom)).toEqual(['a']);
    expect(second.get(list.itemsAtom)).toEqual([]);
  });
});
