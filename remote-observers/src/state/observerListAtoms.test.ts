import { createStore } from 'jotai';
import { createFakeHttp, createFakeServices, createTestI18n } from '@observatory/shared/testing';
import type { FakeHttp } from '@observatory/shared/testing';
import { makeObserver, pageOf } from '../testing/fixtures';
import {
  INITIAL_LIST_PARAMS,
  afterChangeAtom,
  afterDeleteAtom,
  observerCountAtom,
  observerList,
  refreshCountAtom,
  selectedIdsAtom,
} from './observerListAtoms';
import { servicesAtom } from './services';

function storeWith(http: FakeHttp) {
  const store = createStore();
  store.set(servicesAtom, { ...createFakeServices({ i18n: createTestI18n() }), http });
  return store;
}

function setup() {
  const http = createFakeHttp({
    get: jest.fn((path: string) => Promise.resolve(path.endsWith('/count') ? 250 : pageOf([makeObserver()], 250))) as never,
  });
  return { http, store: storeWith(http) };
}

describe('the observers list atoms', () => {
  it('load a page of 100 sorted by name, and do not fetch a held page again', async () => {
    const { http, store } = setup();
    await store.set(observerList.loadPageAtom, 1);
    await store.set(observerList.loadPageAtom, 1);
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get.mock.calls[0]?.[1]?.query).toMatchObject({ page: 1, pageSize: 100, sortBy: 'name', sortDirection: 'asc' });
    expect(store.get(observerList.listAtom)).toMatchObject({ totalItems: 250, totalPages: 3, page: 1 });
    expect(store.get(observerList.paramsAtom)).toEqual(INITIAL_LIST_PARAMS);
  });

  it('after a delete: back to page 1, count refreshed, the id unselected', async () => {
    const { http, store } = setup();
    await store.set(observerList.loadPageAtom, 3);
    store.set(selectedIdsAtom, [1, 2]);
    http.get.mockClear();
    await store.set(afterDeleteAtom, 2);
    const paths = http.get.mock.calls.map(([path, options]) => `${path} ${String(options?.query?.page ?? '')}`.trim());
    expect(paths.sort()).toEqual(['/api/v1/observer 1', '/api/v1/observer/count']);
    expect(store.get(observerList.pageAtom)).toBe(1);
    expect(store.get(observerCountAtom)).toBe(250);
    expect(store.get(selectedIdsAtom)).toEqual([1]);
  });

  it('after a change: the current page is fetched again with the count', async () => {
    const { http, store } = setup();
    await store.set(observerList.loadPageAtom, 2);
    http.get.mockClear();
    await store.set(afterChangeAtom);
    expect(http.get).toHaveBeenCalledTimes(2);
    expect(store.get(observerList.pageAtom)).toBe(2);
  });

  it('keep the header without a number when the count fails', async () => {
    const store = storeWith(createFakeHttp());
    await store.set(refreshCountAtom);
    expect(store.get(observerCountAtom)).toBeNull();
  });

  it('keep each store’s values apart, each with its own client', async () => {
    const first = setup();
    const second = setup();
    await first.store.set(observerList.loadPageAtom, 2);
    expect(second.store.get(observerList.pageAtom)).toBe(1);
    expect(second.http.get).not.toHaveBeenCalled();
  });
});
