import { loginUrl } from '../auth/returnTo';
import { areaAtPath } from '../federation/areaRemotes';

/** What a signed-out visit starts with: the sign-in screen (at `url`), or the whole app (404). */
export type SignedOutStart = { readonly kind: 'login'; readonly url: string } | { readonly kind: 'shell' };

/** Every area's page is guarded, and so is the root (it shows the answers). */
const isGuarded = (pathname: string) => areaAtPath(pathname) !== undefined;

/**
 * The shell's route rules for someone not signed in (spec route table), decided before the
 * router loads so that the sign-in screen needs nothing else: /login stays; a guarded page
 * goes to /login remembering it; the urgent-answers route to the urgent list first; any other
 * path is the app's 404 page.
 */
export function signedOutStart(pathname: string, search: string, sessionEnded: boolean): SignedOutStart {
  if (pathname === '/login') return { kind: 'login', url: `${pathname}${search}` };
  if (pathname === '/urgent-answers') return { kind: 'login', url: loginUrl('/answers?urgente=true', sessionEnded) };
  if (isGuarded(pathname)) return { kind: 'login', url: loginUrl(pathname + search, sessionEnded) };
  return { kind: 'shell' };
}
