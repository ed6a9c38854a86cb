import { createStore } from 'jotai';
import { createFakeHttp } from '@observatory/shared/testing';
import { makeObserver, pageOf } from '../testing/fixtures';
import { INITIAL_LIST_PARAMS, observerListState } from './observerListAtoms';

function setup() {
  const http = createFakeHttp({
    get: jest.fn((path: string) => Promise.resolve(path.endsWith('/count') ? 250 : pageOf([makeObserver()], 250))) as never,
  });
  return { http, state: observerListState(http), store: createStore() };
}

describe('observerListState', () => {
  it('loads a page of 100 sorted by name, and does not fetch a held page again', async () => {
    const { http, state, store } = setup();
    await store.set(state.loadPageAtom, 1);
    await store.set(state.loadPageAtom, 1);
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get.mock.calls[0]?.[1]?.query).toMatchObject({ page: 1, pageSize: 100, sortBy: 'name', sortDirection: 'asc' });
    expect(store.get(state.listAtom)).toMatchObject({ totalItems: 250, totalPages: 3, page: 1 });
    expect(store.get(state.paramsAtom)).toEqual(INITIAL_LIST_PARAMS);
  });

  it('after a delete: back to page 1, count refreshed, the id unselected', async () => {
    const { http, state, store } = setup();
    await store.set(state.loadPageAtom, 3);
    store.set(state.selectedIdsAtom, [1, 2]);
    http.get.mockClear();
    await store.set(state.afterDeleteAtom, 2);
    const paths = http.get.mock.calls.map(([path, options]) => `${path} ${String(options?.query?.page ?? '')}`.trim());
    expect(paths.sort()).toEqual(['/api/v1/observer 1', '/api/v1/observer/count']);
    expect(store.get(state.pageAtom)).toBe(1);
    expect(store.get(state.countAtom)).toBe(250);
    expect(store.get(state.selectedIdsAtom)).toEqual([1]);
  });

  it('after a change: the current page is fetched again with the count', async () => {
    const { http, state, store } = setup();
    await store.set(state.loadPageAtom, 2);
    http.get.mockClear();
    await store.set(state.afterChangeAtom);
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(store.get(state.pageAtom)).toBe(2);
  });

  it('keeps the header without a number when the count fails', async () => {
    const http = createFakeHttp();
    const state = observerListState(http);
    const store = createStore();
    await store.set(state.refreshCountAtom);
    expect(store.get(state.countAtom)).toBeNull();
  });

  it('gives each client its own atoms, and the same atoms for the same client', () => {
    const first = createFakeHttp();
    expect(observerListState(first)).toBe(observerListState(first));
    expect(observerListState(first)).not.toBe(observerListState(createFakeHttp()));
  });
});
