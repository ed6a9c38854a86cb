import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from '@observatory/shared/router';
import type { FilterValues, ListOrder, ListParams } from '../lib/listParams';
import { EMPTY_FILTERS, EMPTY_LINKED, readListParams, writeListParams } from '../lib/listParams';
import { isUnderUrgents } from '../lib/paths';
import { useAreaMounts } from './useAreaMounts';

/**
 * The list's filters, page and order, kept in the address: a filtered view survives a reload and
 * can be shared. Changing them keeps the thread that is open beside the list.
 */
export function useListParams() {
  const mounts = useAreaMounts();
  const { pathname } = useLocation();
  const urgentMount = isUnderUrgents(mounts, pathname);
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, urgentMount), [search, urgentMount]);

  const update = useCallback(
    (change: Partial<ListParams>) => setSearch(writeListParams({ ...params, ...change }, urgentMount)),
    [params, urgentMount, setSearch],
  );
  const applyFilters = useCallback((filters: FilterValues) => update({ ...filters, page: 1 }), [update]);
  const resetFilters = useCallback(() => update({ ...EMPTY_FILTERS, ...EMPTY_LINKED, page: 1 }), [update]);
  /** Drops a filter a link brought: the answer (question, option and its form) or the range of stations. */
  const removeLinked = useCallback(
    (name: 'answer' | 'stations') =>
      update(
        name === 'answer'
          ? { formId: '', questionId: '', optionId: '', page: 1 }
          : { fromPollingStationNumber: '', toPollingStationNumber: '', page: 1 },
      ),
    [update],
  );
  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setOrder = useCallback((order: ListOrder) => update({ order, page: 1 }), [update]);

  return { params, urgentMount, applyFilters, resetFilters, removeLinked, setPage, setOrder };
}
