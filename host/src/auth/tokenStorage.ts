import type { SessionEnd } from './sessionAtoms';

/** The only code that reads or writes the token (spec: local storage key `token-id`). */
const TOKEN_KEY = 'token-id';
/**
 * How the last session ended, written before the token is removed, so other tabs that see the
 * token go can tell a logout (forget drafts) from an expiry (keep them, say so, come back).
 */
const SESSION_END_KEY = 'session-end';

export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  window.localStorage.removeItem(SESSION_END_KEY);
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearStoredToken(reason: Exclude<SessionEnd, null>): void {
  window.localStorage.setItem(SESSION_END_KEY, reason);
  window.localStorage.removeItem(TOKEN_KEY);
}

/** How the session that another tab ended ended; a logout unless that tab said otherwise. */
export function readStoredSessionEnd(): Exclude<SessionEnd, null> {
  return window.localStorage.getItem(SESSION_END_KEY) === 'expired' ? 'expired' : 'logout';
}

/**
 * Calls `listener` with the stored token whenever another tab signs in or out (the browser fires
 * `storage` only in the other tabs of the same origin).
 */
export function onStoredTokenChange(listener: (token: string | null) => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    listener(readStoredToken());
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
