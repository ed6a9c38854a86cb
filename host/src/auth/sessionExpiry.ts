import type { createStore } from 'jotai';
import { ApiError } from '@observatory/shared/http';
import { decodeClaims, isTokenExpired } from './jwt';
import { tokenAtom } from './sessionAtoms';

type Store = ReturnType<typeof createStore>;

/** setTimeout's longest delay; a longer session is re-armed when this one fires. */
const MAX_TIMER_MS = 2_147_483_647;

/** What a request gets instead of being sent with an expired token: the same failure as a 401. */
function sessionExpiredError(): ApiError {
  return new ApiError({ status: 401, title: 'Session expired', fieldErrors: {}, network: false, aborted: false });
}

/**
 * The token for the next request. A token whose expiry has passed is never sent: the request
 * fails as a 401 would, and the HTTP client's 401 handling ends the session with its message.
 */
export function createTokenReader(store: Store, now: () => number = Date.now) {
  return () => {
    const token = store.get(tokenAtom);
    if (token && isTokenExpired(token, 0, now())) throw sessionExpiredError();
    return token;
  };
}

/**
 * Ends the session when the token's expiry passes, even while nobody makes a request, and when
 * the page comes back into view after the computer slept past it. Returns a stop function.
 */
export function watchTokenExpiry(store: Store, endExpiredSession: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const token = store.get(tokenAtom);
    if (token && isTokenExpired(token, 0, now())) endExpiredSession();
  };
  const arm = () => {
    clearTimeout(timer);
    const exp = decodeClaims(store.get(tokenAtom) ?? '')?.exp;
    if (typeof exp !== 'number') return;
    timer = setTimeout(
      () => {
        check();
        arm();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, exp * 1000 - now())),
    );
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const unsubscribe = store.sub(tokenAtom, arm);
  document.addEventListener('visibilitychange', onVisible);
  arm();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
