import { createStore } from 'jotai';
import { createFakeServices, createTestI18n } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import type { ThreadQuery } from '../api/types';
import { createAnswersApi, requestsTo } from '../testing/answersApi';
import { makeThread, pageOf } from '../testing/fixtures';
import { servicesAtom } from './services';
import { findHeldThread, threadPages, withThreadChange } from './threadPages';

const PAGE_1: ThreadQuery = { page: 1, pageSize: 20 };
const PAGE_2: ThreadQuery = { page: 2, pageSize: 20 };

function storeWith(api: TestHttp) {
  const store = createStore();
  store.set(servicesAtom, createFakeServices({ i18n: createTestI18n(), http: api.http }));
  return store;
}

describe('threadPages: spec section 5 load-skipping', () => {
  afterEach(() => jest.useRealTimers());

  it('fetches when nothing is held, then shows the held page without asking again', async () => {
    const api = createAnswersApi();
    const store = storeWith(api);
    await store.set(threadPages.showAtom, PAGE_1);
    await store.set(threadPages.showAtom, PAGE_1);
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(1);
    expect(store.get(threadPages.viewAtom)).toMatchObject({ loading: false, error: null, held: { value: pageOf([makeThread()]) } });
  });

  it('asks again once the held page is 60 s old', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const api = createAnswersApi();
    const store = storeWith(api);
    await store.set(threadPages.showAtom, PAGE_1);
    jest.setSystemTime(1_000_000 + 59_999);
    await store.set(threadPages.showAtom, PAGE_1);
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(1);
    jest.setSystemTime(1_000_000 + 60_000);
    await store.set(threadPages.showAtom, PAGE_1);
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(2);
  });

  it('asks again on a refresh, however recent the page', async () => {
    const api = createAnswersApi();
    const store = storeWith(api);
    await store.set(threadPages.showAtom, PAGE_1);
    await store.set(threadPages.showAtom, PAGE_1, { refresh: true });
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(2);
  });

  it('holds several pages: going back to one shown a moment ago asks nothing', async () => {
    const api = createAnswersApi();
    const store = storeWith(api);
    await store.set(threadPages.showAtom, PAGE_1);
    await store.set(threadPages.showAtom, PAGE_2);
    await store.set(threadPages.showAtom, PAGE_1);
    expect(requestsTo(api, '/api/v1/answers').map((request) => request.query.page)).toEqual(['1', '2']);
  });

  it('asks once for a page already on its way', async () => {
    const api = createAnswersApi();
    const store = storeWith(api);
    await Promise.all([store.set(threadPages.showAtom, PAGE_1), store.set(threadPages.showAtom, PAGE_1)]);
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(1);
  });

  it('drops the late answer of a page the person already left', async () => {
    let answerFirst: () => void = () => undefined;
    const api = createAnswersApi().on('GET', '/api/v1/answers', (request) =>
      request.query.page === '1'
        ? new Promise((resolve) => (answerFirst = () => resolve({ body: pageOf([makeThread({ observerName: 'Late' })]) })))
        : { body: pageOf([makeThread({ observerName: 'Second page' })], 40, 2) },
    );
    const store = storeWith(api);
    const first = store.set(threadPages.showAtom, PAGE_1);
    await store.set(threadPages.showAtom, PAGE_2);
    answerFirst();
    await first;
    // The request of the page left was aborted: asking for it again is a new request.
    expect(requestsTo(api, '/api/v1/answers')).toHaveLength(2);
    expect(store.get(threadPages.viewAtom).held?.value.data[0]?.observerName).toBe('Second page');
    expect(findHeldThread(store.get(threadPages.heldAtom), { observerId: 7, pollingStationId: 100 })?.observerName).toBe('Second page');
  });

  it('keeps the failure of the page on screen, and clears it when a retry succeeds', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/answers', { status: 503 });
    const store = storeWith(api);
    await store.set(threadPages.showAtom, PAGE_1);
    expect(store.get(threadPages.viewAtom)).toMatchObject({ held: undefined, loading: false, error: { status: 503 } });
    api.on('GET', '/api/v1/answers', { body: pageOf([makeThread()]) });
    await store.set(threadPages.showAtom, PAGE_1, { refresh: true });
    expect(store.get(threadPages.viewAtom)).toMatchObject({ error: null, held: { value: { totalItems: 1 } } });
  });
});

describe('withThreadChange', () => {
  it('writes a thread’s follow-up into every held page that has it', async () => {
    const api = createAnswersApi().on('GET', '/api/v1/answers', (request) => ({
      body: pageOf([makeThread(), makeThread({ observerId: Number(request.query.page) + 10 })], 40, Number(request.query.page)),
    }));
    const store = storeWith(api);
    await store.set(threadPages.showAtom, PAGE_1);
    await store.set(threadPages.showAtom, PAGE_2);
    const state = { followUp: 'resolved' as const, followUpBy: 'ana', followUpAt: '2026-05-18T09:00:00.000Z' };
    store.set(threadPages.updateHeldAtom, withThreadChange({ observerId: 7, pollingStationId: 100 }, state));
    for (const page of store.get(threadPages.heldAtom).values()) {
      expect(page.value.data[0]).toMatchObject(state);
      expect(page.value.data[1]?.followUp).toBe('none');
    }
  });
});
