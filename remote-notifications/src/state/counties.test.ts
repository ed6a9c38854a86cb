import { createStore } from 'jotai';
import { createFakeServices, createTestHttp, createTestI18n } from '@observatory/shared/testing';
import { ALL_COUNTIES, countiesQuery } from './counties';
import { servicesAtom } from './services';

const ALBA = { id: 1, code: 'AB', name: 'Alba', limit: 445, numberOfPollingStations: 445, diaspora: false, order: 1 };

function storeWith(api: ReturnType<typeof createTestHttp>) {
  const store = createStore();
  store.set(servicesAtom, createFakeServices({ i18n: createTestI18n(), http: api.http }));
  return store;
}

describe('countiesQuery', () => {
  it('loads the counties once, however often it is asked', async () => {
    const api = createTestHttp().on('GET', '/api/v1/county', { body: [ALBA] });
    const store = storeWith(api);
    await Promise.all([store.set(countiesQuery.showAtom, ALL_COUNTIES), store.set(countiesQuery.showAtom, ALL_COUNTIES)]);
    await store.set(countiesQuery.showAtom, ALL_COUNTIES);
    expect(store.get(countiesQuery.viewAtom)).toMatchObject({ loading: false, error: null, held: { value: [ALBA] } });
    expect(api.requests.filter((request) => request.path === '/api/v1/county')).toHaveLength(1);
  });

  it('keeps the failure, and asks again when asked again', async () => {
    const api = createTestHttp().on('GET', '/api/v1/county', { status: 500, body: { status: 500 } });
    const store = storeWith(api);
    await store.set(countiesQuery.showAtom, ALL_COUNTIES);
    expect(store.get(countiesQuery.viewAtom)).toMatchObject({ held: undefined, error: { status: 500 } });
    api.on('GET', '/api/v1/county', { body: [ALBA] });
    await store.set(countiesQuery.showAtom, ALL_COUNTIES);
    expect(store.get(countiesQuery.viewAtom)).toMatchObject({ loading: false, error: null, held: { value: [ALBA] } });
    expect(api.requests).toHaveLength(2);
  });
});
