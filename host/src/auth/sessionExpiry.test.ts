import { createStore } from 'jotai';
import { isApiError } from '@observatory/shared/http';
import { createTokenReader, watchTokenExpiry } from './sessionExpiry';
import { tokenAtom } from './sessionAtoms';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

function tokenExpiringAt(ms: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'ana', exp: Math.floor(ms / 1000) })}.sig`;
}

describe('token reader', () => {
  it('gives a live token and nothing when signed out', () => {
    const store = createStore();
    const read = createTokenReader(store, () => NOW);
    expect(read()).toBeNull();
    const live = tokenExpiringAt(NOW + 60_000);
    store.set(tokenAtom, live);
    expect(read()).toBe(live);
  });

  it('never hands out an expired token: the request fails as a 401 instead', () => {
    const store = createStore();
    store.set(tokenAtom, tokenExpiringAt(NOW - 1000));
    const read = createTokenReader(store, () => NOW);
    let thrown: unknown;
    try {
      read();
    } catch (error) {
      thrown = error;
    }
    expect(isApiError(thrown) && thrown.status).toBe(401);
  });
});

describe('expiry watch', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('ends the session when the expiry passes, with no request needed', () => {
    const store = createStore();
    store.set(tokenAtom, tokenExpiringAt(NOW + 30_000));
    const end = jest.fn(() => store.set(tokenAtom, null));
    const stop = watchTokenExpiry(store, end);
    jest.advanceTimersByTime(29_000);
    expect(end).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(end).toHaveBeenCalledTimes(1);
    stop();
  });

  it('re-arms for a new token and ends at once a session that is already over', () => {
    const store = createStore();
    const end = jest.fn();
    const stop = watchTokenExpiry(store, end);
    store.set(tokenAtom, tokenExpiringAt(NOW + 5_000));
    store.set(tokenAtom, tokenExpiringAt(NOW + 50_000));
    jest.advanceTimersByTime(10_000);
    expect(end).not.toHaveBeenCalled();
    store.set(tokenAtom, tokenExpiringAt(NOW - 1));
    jest.advanceTimersByTime(0);
    expect(end).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks again when the page comes back into view after the computer slept', () => {
    const store = createStore();
    store.set(tokenAtom, tokenExpiringAt(NOW + 1_000));
    const end = jest.fn();
    const stop = watchTokenExpiry(store, end, () => NOW + 5_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(end).toHaveBeenCalled();
    stop();
  });
});
