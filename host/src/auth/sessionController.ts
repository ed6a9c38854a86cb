import type { createStore } from 'jotai';
import { tokenAtom } from './sessionAtoms';
import { clearStoredToken, storeToken } from './tokenStorage';

type Store = ReturnType<typeof createStore>;

export interface SessionControllerOptions {
  readonly store: Store;
  readonly navigate: (to: string) => void;
  /** Drops what areas kept while signed in (drafts); called at logout only. */
  readonly clearDrafts: () => void;
  readonly currentPath: () => string;
}

/**
 * Starts and ends the session. A session that ends in use (401, expired token) navigates to the
 * login page once, however many requests fail together, and keeps drafts to offer back.
 */
export function createSessionController({ store, navigate, clearDrafts, currentPath }: SessionControllerOptions) {
  let ending = false;
  return {
    signIn(token: string) {
      storeToken(token);
      store.set(tokenAtom, token);
      ending = false;
    },
    endExpiredSession() {
      if (ending) return;
      ending = true;
      clearStoredToken();
      store.set(tokenAtom, null);
      const here = currentPath();
      const returnTo = here.startsWith('/login') ? '' : `&returnTo=${encodeURIComponent(here)}`;
      navigate(`/login?reason=session-ended${returnTo}`);
    },
    logout() {
      clearStoredToken();
      clearDrafts();
      store.set(tokenAtom, null);
      ending = false;
      navigate('/login');
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
