import { createStore } from 'jotai';
import { createFakeServices, createTestI18n } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import { makeObserver } from '../testing/fixtures';
import { COUNT, createObserversApi, listQueries, requestsTo } from '../testing/observersApi';
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

function storeWith(api: TestHttp) {
  const store = createStore();
  store.set(servicesAtom, createFakeServices({ i18n: createTestI18n(), http: api.http }));
  return store;
}

function setup() {
  const api = createObserversApi({ observers: [makeObserver()], total: 250 });
  return { api, store: storeWith(api) };
}

describe('the observers list atoms', () => {
  it('load a page of 100 sorted by name, and do not fetch a held page again', async () => {
    const { api, store } = setup();
    await store.set(observerList.loadPageAtom, 1);
    await store.set(observerList.loadPageAtom, 1);
    expect(listQueries(api)).toEqual([{ sortBy: 'name', sortDirection: 'asc', page: '1', pageSize: '100' }]);
    expect(store.get(observerList.listAtom)).toMatchObject({ totalItems: 250, totalPages: 3, page: 1 });
    expect(store.get(observerList.paramsAtom)).toEqual(INITIAL_LIST_PARAMS);
  });

  it('Next and Previous ask with the cursor the page on screen gave; a page number jumped to goes by number', async () => {
    const { api, store } = setup();
    await store.set(observerList.loadPageAtom, 1);
    await store.set(observerList.loadPageAtom, 2);
    await store.set(observerList.loadPageAtom, 3);
    await store.set(observerList.loadPageAtom, 1);
    const { store: other, api: otherApi } = setup();
    await other.set(observerList.loadPageAtom, 3);
    await other.set(observerList.loadPageAtom, 2);
    expect(listQueries(api).map(({ page, after }) => [page, after])).toEqual([
      ['1', undefined],
      ['2', 'cursor-after-page-1'],
      ['3', 'cursor-after-page-2'],
    ]);
    expect(listQueries(otherApi).map(({ page, after }) => [page, after])).toEqual([
      ['3', undefined],
      ['2', 'cursor-before-page-3'],
    ]);
  });

  it('after a delete: back to page 1, count refreshed, the id unselected', async () => {
    const { api, store } = setup();
    await store.set(observerList.loadPageAtom, 3);
    store.set(selectedIdsAtom, [1, 2]);
    const before = api.requests.length;
    await store.set(afterDeleteAtom, 2);
    const sent = api.requests.slice(before).map((request) => `${request.path} ${request.query.page ?? ''}`.trim());
    expect(sent.sort()).toEqual(['/api/v1/observer 1', '/api/v1/observer/count']);
    expect(store.get(observerList.pageAtom)).toBe(1);
    expect(store.get(observerCountAtom)).toBe(250);
    expect(store.get(selectedIdsAtom)).toEqual([1]);
  });

  it('after a change: the current page is fetched again with the count', async () => {
    const { api, store } = setup();
    await store.set(observerList.loadPageAtom, 2);
    await store.set(afterChangeAtom);
    expect(listQueries(api).map((query) => query.page)).toEqual(['2', '2']);
    expect(requestsTo(api, COUNT)).toHaveLength(1);
    expect(store.get(observerList.pageAtom)).toBe(2);
  });

  it('drop the number from the header when the count fails, rather than keep a stale one', async () => {
    const { api, store } = setup();
    await store.set(refreshCountAtom);
    expect(store.get(observerCountAtom)).toBe(250);
    api.on('GET', COUNT, { status: 500, body: { status: 500 } });
    await store.set(refreshCountAtom);
    expect(store.get(observerCountAtom)).toBeNull();
  });

  it('keep each store’s values apart, each with its own client', async () => {
    const first = setup();
    const second = setup();
    await first.store.set(observerList.loadPageAtom, 2);
    expect(second.store.get(observerList.pageAtom)).toBe(1);
    expect(second.api.requests).toEqual([]);
  });
});
