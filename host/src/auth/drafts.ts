import type { DraftService } from '@observatory/shared/contract';

const PREFIX = 'observatory-draft:';
/** Beside each draft: the session it was written in (never the token: the user name and the expiry). */
const SESSION_PREFIX = 'observatory-draft-session:';

/**
 * Drafts of what a person was typing, kept in session storage so they survive a visit elsewhere,
 * a reload and a session that ended (401), and are offered back; cleared at logout.
 * `currentSession` names the signed-in session (null while signed out): a draft written in
 * another one was kept when that session ended (`origin`).
 */
export function createDraftService(
  storage: Storage = window.sessionStorage,
  currentSession: () => string | null = () => null,
): DraftService & { clearAll(): void; noteSession(): void } {
  // A form that goes away because the session just ended writes after the token is gone.
  let lastSession: string | null = null;
  const session = () => {
    const now = currentSession();
    if (now !== null) lastSession = now;
    return now ?? lastSession;
  };
  const write = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch {
      // Storage full or disabled: a draft is a convenience, never a reason to break typing.
    }
  };
  return {
    save(key, value) {
      write(PREFIX + key, JSON.stringify(value));
      const writtenIn = session();
      if (writtenIn === null) storage.removeItem(SESSION_PREFIX + key);
      else write(SESSION_PREFIX + key, writtenIn);
    },
    load<T>(key: string): T | undefined {
      const raw = storage.getItem(PREFIX + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    origin(key) {
      const writtenIn = storage.getItem(SESSION_PREFIX + key);
      const now = session();
      if (storage.getItem(PREFIX + key) === null || writtenIn === null || now === null) return undefined;
      return writtenIn === now ? 'this-session' : 'ended-session';
    },
    clear(key) {
      storage.removeItem(PREFIX + key);
      storage.removeItem(SESSION_PREFIX + key);
    },
    /** Call when the token changes: a form that goes away as the session ends is then written under it. */
    noteSession() {
      session();
    },
    clearAll() {
      for (let index = storage.length - 1; index >= 0; index -= 1) {
        const key = storage.key(index);
        if (key?.startsWith(PREFIX) || key?.startsWith(SESSION_PREFIX)) storage.removeItem(key);
      }
    },
  };
}

/** Names a signed-in session by its token's subject and expiry: a new sign-in is a new session. */
export function sessionOfToken(claims: { sub?: string; exp?: number } | null): string | null {
  if (!claims || claims.exp === undefined) return null;
  return `${claims.sub ?? ''}@${claims.exp}`;
}
