import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenAtom } from '../auth/sessionAtoms';
import { isTokenExpired } from '../auth/jwt';
import { useShell } from './ShellContext';

/** Guarded routes send users without a token to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  const location = useLocation();
  if (!token) {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?returnTo=${returnTo}`} replace />;
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

/** /login is blocked for signed-in users. */
export function BlockWhenSignedIn({ children }: { children: ReactNode }) {
  const token = useAtomValue(tokenAtom);
  return token ? <Navigate to="/answers" replace /> : <>{children}</>;
}
