import { atom } from 'jotai';
import { userFromToken } from './jwt';

/** The signed-in staff member's token; null when signed out. Set by the session controller only. */
export const tokenAtom = atom<string | null>(null);

/** The user snapshot areas receive, derived from the token's claims. */
export const userAtom = atom((get) => {
  const token = get(tokenAtom);
  return token ? userFromToken(token) : null;
});

/**
 * How the last session ended, so the guard that sees the token disappear sends the person to the
 * right place: after logout plainly to /login, after a 401 or an expired token with a message.
 */
export type SessionEnd = 'logout' | 'expired' | null;
export const sessionEndAtom = atom<SessionEnd>(null);
