import { atom } from 'jotai';
import { userFromToken } from './jwt';

/** The signed-in staff member's token; null when signed out. Set by the session controller only. */
export const tokenAtom = atom<string | null>(null);

/** The user snapshot areas receive, derived from the token's claims. */
export const userAtom = atom((get) => {
  const token = get(tokenAtom);
  return token ? userFromToken(token) : null;
});
