import { useCallback } from 'react';
import { useStore } from 'jotai';
import { useQuery } from '@observatory/shared/state';
import type { QueryAtoms, QueryResult } from '@observatory/shared/state';
import { useAutoRefresh } from './useAutoRefresh';

export interface LiveQuery<Params, Value> {
  readonly result: QueryResult<Params, Value>;
  /** When the figures on screen arrived (null before any did). */
  readonly updatedAt: number | null;
  /** Asks again; resolves with 0 when the new figures are in, 1 when the request failed (the dashboard's Refresh rule). */
  readonly refresh: () => Promise<number>;
}

/**
 * A kit query shown under the dashboard's rule: asked again a minute after the last answer while
 * the page is visible (and on arrival when what is held is a minute old), the figures on screen
 * kept meanwhile (so scroll and open rows stay), and a failed refresh said over the figures it
 * could not replace.
 */
export function useLiveQuery<Params, Value>(query: QueryAtoms<Params, Value>, params: Params | null): LiveQuery<Params, Value> {
  const result = useQuery(query, params);
  const store = useStore();
  const { refresh: ask, view } = result;
  useAutoRefresh(() => void ask(), view.settledAt);
  const refresh = useCallback(async () => {
    await ask();
    return store.get(query.viewAtom).error ? 1 : 0;
  }, [ask, store, query]);
  return { result, updatedAt: view.held?.fetchedAt ?? null, refresh };
}
