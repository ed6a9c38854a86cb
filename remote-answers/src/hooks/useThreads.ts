import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ListParams } from '../lib/listParams';
import { toThreadQuery } from '../lib/listParams';
import { loadThreadsAtom, threadsViewAtom } from '../state/threads';

/**
 * The page of threads for the list's parameters. Asked when the parameters change or the list
 * appears, but only as spec section 5 allows (load-skipping); `refresh` asks again whatever is held.
 */
export function useThreads(params: ListParams) {
  const query = useMemo(() => toThreadQuery(params), [params]);
  const view = useAtomValue(threadsViewAtom);
  const load = useSetAtom(loadThreadsAtom);
  useEffect(() => {
    void load(query);
  }, [load, query]);
  const refresh = useCallback(() => load(query, true), [load, query]);
  /** Page 1 of the same filters, asked again (the new threads are there). */
  const refreshFirstPage = useCallback(() => load({ ...query, page: 1 }, true), [load, query]);
  return { ...view, query, refresh, refreshFirstPage };
}
