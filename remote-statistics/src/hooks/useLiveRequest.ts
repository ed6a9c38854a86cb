import { useCallback, useEffect, useRef, useState } from 'react';
import type { DependencyList } from 'react';
import { useRequest } from '@observatory/shared/area';
import type { RequestResult } from '@observatory/shared/area';
import { useAutoRefresh } from './useAutoRefresh';

export interface LiveRequest<T> {
  readonly request: RequestResult<T>;
  /** When the figures on screen arrived (null before any did). */
  readonly updatedAt: number | null;
  /** Asks again; resolves with 0 when the new figures are in, 1 when the request failed (the dashboard's Refresh rule). */
  readonly refresh: () => Promise<number>;
}

/**
 * A view's figures under the dashboard's rule: asked again a minute after the last answer while
 * the page is visible, the figures on screen kept meanwhile (so scroll and open rows stay), and a
 * failed refresh said over the figures it could not replace.
 */
export function useLiveRequest<T>(fetcher: (signal: AbortSignal) => Promise<T> | null, deps: DependencyList): LiveRequest<T> {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, checked at its call site
  const request = useRequest(fetcher, deps, { keepData: true });
  const [updatedAt, setUpdatedAt] = useState<number | null>(null);
  const [settledAt, setSettledAt] = useState<number | null>(null);
  const waiting = useRef<((failed: number) => void)[]>([]);
  const { state, retry } = request;
  useEffect(() => {
    if (state.status === 'loading' || state.status === 'idle') return;
    const now = Date.now();
    if (state.status === 'success') setUpdatedAt(now);
    setSettledAt(now);
    for (const resolve of waiting.current.splice(0)) resolve(state.status === 'error' ? 1 : 0);
  }, [state]);
  useAutoRefresh(retry, settledAt);
  const refresh = useCallback(
    () =>
      new Promise<number>((resolve) => {
        waiting.current.push(resolve);
        retry();
      }),
    [retry],
  );
  return { request, updatedAt, refresh };
}
