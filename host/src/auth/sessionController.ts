import type { createStore } from 'jotai';
import { sessionEndAtom, tokenAtom } from './sessionAtoms';
import { clearStoredToken, storeToken } from './tokenStorage';

type Store = ReturnType<typeof createStore>;

export interface SessionControllerOptions {
  readonly store: Store;
  /** Drops what areas kept while signed in (drafts); called at logout only. */
  readonly clearDrafts: () => void;
}

/**
 * Starts and ends the session. It only changes state: the route guard that sees the token go
 * navigates once (to /login, with "your session has ended" after a 401 or an expired token),
 * however many requests fail together. Drafts are kept when a session expires.
 */
export function createSessionController({ store, clearDrafts }: SessionControllerOptions) {
  return {
    signIn(token: string) {
      storeToken(token);
      store.set(sessionEndAtom, null);
      store.set(tokenAtom, token);
    },
    endExpiredSession() {
      if (store.get(tokenAtom) === null && store.get(sessionEndAtom) !== null) return;
      clearStoredToken();
      store.set(sessionEndAtom, 'expired');
      store.set(tokenAtom, null);
    },
    logout() {
      clearStoredToken();
      clearDrafts();
      store.set(sessionEndAtom, 'logout');
      store.set(tokenAtom, null);
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
