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

  describe('another tab', () => {
    it('a logout there signs this tab out too and forgets its drafts', () => {
      const { session, store, clearDrafts } = setup();
      session.signIn('tok');
      // What the other tab leaves behind when it logs out.
      window.localStorage.setItem('session-end', 'logout');
      window.localStorage.removeItem('token-id');
      session.followOtherTab(null);
      expect(store.get(tokenAtom)).toBeNull();
      expect(store.get(sessionEndAtom)).toBe('logout');
      expect(clearDrafts).toHaveBeenCalled();
    });

    it('an expiry there ends this tab as expired: drafts kept, the message and the way back shown', () => {
      const { session, store, clearDrafts } = setup();
      session.signIn('tok');
      const other = createSessionController({ store: createStore(), clearDrafts: jest.fn() });
      other.signIn('tok');
      other.endExpiredSession();
      session.followOtherTab(null);
      expect(store.get(sessionEndAtom)).toBe('expired');
      expect(clearDrafts).not.toHaveBeenCalled();
    });

    it('a sign-in there signs this tab in, and the same token again changes nothing', () => {
      const { session, store, tokenChanges } = setup();
      session.logout();
      tokenChanges.mockClear();
      session.followOtherTab('new');
      expect(store.get(tokenAtom)).toBe('new');
      expect(store.get(sessionEndAtom)).toBeNull();
      session.followOtherTab('new');
      expect(tokenChanges).toHaveBeenCalledTimes(1);
    });
  });
});
