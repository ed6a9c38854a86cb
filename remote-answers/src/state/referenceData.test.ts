import { createStore } from 'jotai';
import { createFakeServices, createTestI18n } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { COUNTIES, FORM_A, FORM_B } from '../testing/fixtures';
import { ALL, countiesQuery, formSectionsQuery } from './referenceData';
import { servicesAtom } from './services';

function storeWith(api: TestHttp) {
  const store = createStore();
  store.set(servicesAtom, createFakeServices({ i18n: createTestI18n(), http: api.http }));
  return store;
}

describe('reference data held while the same person is signed in', () => {
  it('asks for the counties once, however often they are needed', async () => {
    const api = createAnswersApi();
    const store = storeWith(api);
    await Promise.all([store.set(countiesQuery.showAtom, ALL), store.set(countiesQuery.showAtom, ALL)]);
    await store.set(countiesQuery.showAtom, ALL);
    expect(store.get(countiesQuery.viewAtom)).toMatchObject({ loading: false, error: null, held: { value: COUNTIES } });
    expect(requestsTo(api, '/api/v1/county')).toHaveLength(1);
  });

  it('fetches each form’s definition once, and asks again after a failure', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/form/1', { status: 500 });
    const store = storeWith(api);
    await store.set(formSectionsQuery.showAtom, 1);
    expect(store.get(formSectionsQuery.viewAtom)).toMatchObject({ held: undefined, error: { status: 500 } });
    api.on('GET', '/api/v1/form/1', { body: FORM_A });
    await store.set(formSectionsQuery.showAtom, 1);
    await store.set(formSectionsQuery.showAtom, 1);
    expect(store.get(formSectionsQuery.viewAtom)).toMatchObject({ error: null, held: { value: FORM_A } });
    expect(requestsTo(api, '/api/v1/form/1')).toHaveLength(2);
  });

  it('never shows one form’s definition under another form’s tab while it loads', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/form/2', { body: FORM_B });
    const store = storeWith(api);
    await store.set(formSectionsQuery.showAtom, 1);
    const second = store.set(formSectionsQuery.showAtom, 2);
    expect(store.get(formSectionsQuery.viewAtom)).toMatchObject({ loading: true, shown: undefined });
    await second;
    expect(store.get(formSectionsQuery.viewAtom).shown?.value).toEqual(FORM_B);
    expect([...store.get(formSectionsQuery.heldAtom).keys()]).toHaveLength(2);
  });
});
