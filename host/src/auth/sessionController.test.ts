import { createStore } from 'jotai';
import { createSessionController } from './sessionController';
import { tokenAtom } from './sessionAtoms';

function setup() {
  const store = createStore();
  const navigate = jest.fn();
  const clearDrafts = jest.fn();
  const session = createSessionController({ store, navigate, clearDrafts, currentPath: () => '/observatori?page=2' });
  return { store, navigate, clearDrafts, session };
}

describe('session controller', () => {
  beforeEach(() => window.localStorage.clear());

  it('stores the token under token-id at sign-in', () => {
    const { session, store } = setup();
    session.signIn('tok');
    expect(window.localStorage.getItem('token-id')).toBe('tok');
    expect(store.get(tokenAtom)).toBe('tok');
  });

  it('ends an expired session once, however many requests fail together, and keeps drafts', () => {
    const { session, store, navigate, clearDrafts } = setup();
    session.signIn('tok');
    for (let index = 0; index < 5; index += 1) session.endExpiredSession();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login?reason=session-ended&returnTo=%2Fobservatori%3Fpage%3D2');
    expect(window.localStorage.getItem('token-id')).toBeNull();
    expect(store.get(tokenAtom)).toBeNull();
    expect(clearDrafts).not.toHaveBeenCalled();
  });

  it('can end a later session again after signing in anew', () => {
    const { session, navigate } = setup();
    session.signIn('one');
    session.endExpiredSession();
    session.signIn('two');
    session.endExpiredSession();
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('logout clears the token and the drafts and goes to /login', () => {
    const { session, navigate, clearDrafts } = setup();
    session.signIn('tok');
    session.logout();
    expect(window.localStorage.getItem('token-id')).toBeNull();
    expect(clearDrafts).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
