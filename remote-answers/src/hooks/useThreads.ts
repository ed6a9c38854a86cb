import { useCallback, useMemo } from 'react';
import { useSetAtom } from 'jotai';
import { useQuery } from '@observatory/shared/state';
import type { ListParams } from '../lib/listParams';
import { threadQueryKey, toThreadQuery } from '../lib/listParams';
import { threadPages } from '../state/threadPages';

/**
 * The page of threads for the list's parameters. Asked when the parameters change or the list
 * appears, but only as spec section 5 allows (load-skipping); `refresh` asks again whatever is held.
 * While another page or filter loads, the page shown before stays on screen (`page`), marked busy.
 */
export function useThreads(params: ListParams) {
  const query = useMemo(() => toThreadQuery(params), [params]);
  const result = useQuery(threadPages, query);
  const show = useSetAtom(threadPages.showAtom);
  const { view } = result;
  // The held page of these parameters (not of the ones shown before they changed).
  const held = view.params !== undefined && threadQueryKey(view.params) === threadQueryKey(query) ? view.held : undefined;
  /** Page 1 of the same filters, asked again (the new threads are there). */
  const refreshFirstPage = useCallback(() => show({ ...query, page: 1 }, { refresh: true }), [show, query]);
  return { page: result.data, held, loading: result.loading, error: result.error, query, refresh: result.refresh, refreshFirstPage };
}
