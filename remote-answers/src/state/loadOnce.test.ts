import { createStore } from 'jotai';
import { createFakeServices, createTestI18n } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { COUNTIES, FORM_A } from '../testing/fixtures';
import { loadableOf } from './loadOnce';
import { ALL, countiesLoader, formSectionsLoader } from './referenceData';
import { servicesAtom } from './services';

function storeWith(api: TestHttp) {
  const store = createStore();
  store.set(servicesAtom, createFakeServices({ i18n: createTestI18n(), http: api.http }));
  return store;
}

describe('values loaded once per mount', () => {
  it('asks for the counties once, however often they are needed', async () => {
    const api = createAnswersApi();
    const store = storeWith(api);
    await Promise.all([store.set(countiesLoader.loadAtom, ALL), store.set(countiesLoader.loadAtom, ALL)]);
    await store.set(countiesLoader.loadAtom, ALL);
    expect(loadableOf(store.get(countiesLoader.stateAtom), ALL)).toEqual({ status: 'loaded', value: COUNTIES });
    expect(requestsTo(api, '/api/v1/county')).toHaveLength(1);
  });

  it('fetches each form’s definition once, and asks again after a failure only when asked', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/form/1', { status: 500 });
    const store = storeWith(api);
    await store.set(formSectionsLoader.loadAtom, 1);
    expect(loadableOf(store.get(formSectionsLoader.stateAtom), 1)).toMatchObject({ status: 'error', error: { status: 500 } });
    api.on('GET', '/api/v1/form/1', { body: FORM_A });
    await store.set(formSectionsLoader.loadAtom, 1);
    await store.set(formSectionsLoader.loadAtom, 1);
    expect(loadableOf(store.get(formSectionsLoader.stateAtom), 1)).toEqual({ status: 'loaded', value: FORM_A });
    expect(loadableOf(store.get(formSectionsLoader.stateAtom), 2)).toEqual({ status: 'idle' });
    expect(requestsTo(api, '/api/v1/form/1')).toHaveLength(2);
  });
});
