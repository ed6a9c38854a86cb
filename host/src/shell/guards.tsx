import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation, useSearchParams } from '@observatory/shared/router';
import { sessionEndAtom, tokenAtom } from '../auth/sessionAtoms';
import { isTokenExpired } from '../auth/jwt';
import { loginUrl, safeReturnTo } from '../auth/returnTo';
import { useShell } from './ShellContext';

/**
 * Guarded routes send users without a token to /login, remembering where they were going; after
 * a 401 or an expired token the login page also says the session has ended; after logout it is
 * plain /login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const sessionEnd = useAtomValue(sessionEndAtom);
  const location = useLocation();
  if (!token) {
    if (sessionEnd === 'logout') return <Navigate to="/login" replace />;
    return <Navigate to={loginUrl(location.pathname + location.search, sessionEnd === 'expired')} replace />;
  }
  return <>{children}</>;
}

/**
 * The extra guard of the empty path and /statistics: the token must not have expired (checked
 * with the exp helper, `offsetSeconds` early). An expired token ends the session.
 */
export function RequireFreshToken({ children, offsetSeconds = 0 }: { children: ReactNode; offsetSeconds?: number }) {
  const token = useAtomValue(tokenAtom);
  const { session } = useShell();
  const expired = !token || isTokenExpired(token, offsetSeconds);
  useEffect(() => {
    if (token && expired) session.endExpiredSession();
  }, [token, expired, session]);
  return expired ? null : <>{children}</>;
}

/**
 * /login is blocked for signed-in users: they go to the same-origin `returnTo` path, or to
 * /answers. Signing in lands here too, so there is one place that decides where to go.
 */
export function BlockWhenSignedIn({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const [params] = useSearchParams();
  return token ? <Navigate to={safeReturnTo(params.get('returnTo')) ?? '/answers'} replace /> : <>{children}</>;
}
