import type { createStore } from 'jotai';
import { sessionEndAtom, tokenAtom } from './sessionAtoms';
import type { SessionEnd } from './sessionAtoms';
import { clearStoredToken, readStoredSessionEnd, storeToken } from './tokenStorage';

type Store = ReturnType<typeof createStore>;

export interface SessionControllerOptions {
  readonly store: Store;
  /** Drops what areas kept while signed in (drafts); called at logout only. */
  readonly clearDrafts: () => void;
}

/**
 * Starts and ends the session. It only changes state: the route guard that sees the token go
 * navigates once (to /login, with "your session has ended" after a 401 or an expired token),
 * however many requests fail together. Drafts are kept when a session expires. Every tab follows
 * a sign-in or a logout made in another one.
 */
export function createSessionController({ store, clearDrafts }: SessionControllerOptions) {
  function end(reason: Exclude<SessionEnd, null>) {
    if (reason === 'logout') clearDrafts();
    store.set(sessionEndAtom, reason);
    store.set(tokenAtom, null);
  }

  return {
    signIn(token: string) {
      storeToken(token);
      store.set(sessionEndAtom, null);
      store.set(tokenAtom, token);
    },
    endExpiredSession() {
      if (store.get(tokenAtom) === null && store.get(sessionEndAtom) !== null) return;
      clearStoredToken('expired');
      end('expired');
    },
    logout() {
      clearStoredToken('logout');
      end('logout');
    },
    /** Another tab changed the stored token: sign in or out here too, the way that tab did. */
    followOtherTab(storedToken: string | null) {
      const current = store.get(tokenAtom);
      if (storedToken === current) return;
      if (storedToken === null) {
        end(readStoredSessionEnd());
        return;
      }
      store.set(sessionEndAtom, null);
      store.set(tokenAtom, storedToken);
    },
  };
}

export type SessionController = ReturnType<typeof createSessionController>;
