import { createStore } from 'jotai';
import { createSessionController } from './sessionController';
import { sessionEndAtom, tokenAtom } from './sessionAtoms';

function setup() {
  const store = createStore();
  const clearDrafts = jest.fn();
  const session = createSessionController({ store, clearDrafts });
  const tokenChanges = jest.fn();
  store.sub(tokenAtom, tokenChanges);
  return { store, clearDrafts, session, tokenChanges };
}

describe('session controller', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the token under token-id at sign-in', () => {
    const { session, store } = setup();
    session.signIn('tok');
    expect(window.localStorage.getItem('token-id')).toBe('tok');
    expect(store.get(tokenAtom)).toBe('tok');
    expect(store.get(sessionEndAtom)).toBeNull();
  });

  it('ends an expired session once, however many requests fail together, and keeps drafts', () => {
    const { session, store, clearDrafts, tokenChanges } = setup();
    session.signIn('tok');
    tokenChanges.mockClear();
    for (let index = 0; index < 5; index += 1) session.endExpiredSession();
    expect(tokenChanges).toHaveBeenCalledTimes(1);
    expect(store.get(sessionEndAtom)).toBe('expired');
    expect(window.localStorage.getItem('token-id')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(clearDrafts).not.toHaveBeenCalled();
  });

  it('a new sign-in forgets how the previous session ended', () => {
    const { session, store } = setup();
    session.signIn('one');
    session.endExpiredSession();
    session.signIn('two');
    expect(store.get(sessionEndAtom)).toBeNull();
    session.endExpiredSession();
    expect(store.get(sessionEndAtom)).toBe('expired');
  });

  it('logout clears the token and the drafts', () => {
    const { session, store, clearDrafts } = setup();
    session.signIn('tok');
    session.logout();
    expect(window.localStorage.getItem('token-id')).toBeNull();
    expect(clearDrafts).toHaveBeenCalled();
    expect(store.get(sessionEndAtom)).toBe('logout');
  });
});
