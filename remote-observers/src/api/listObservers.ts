import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ObserverPage, ObserverSearch } from './types';

export const OBSERVERS_PATH = '/api/v1/observer';

/** One page of the observers list: filters, sort and paging all go to the API. */
export interface ListObserversParams extends ObserverSearch {
  readonly page: number;
  readonly pageSize: number;
  /** A neighbouring page's cursor: the API reads the page from its index, as fast at any depth. */
  readonly after?: string | undefined;
}

/**
 * GET /api/v1/observer. Sorting is done by the API, so it holds across pages, not just on screen.
 * With `after` the page number still goes along: the API shows it, and an API without keyset
 * paging would read the page by it.
 */
export function listObservers(http: AreaHttpV1, params: ListObserversParams, signal?: AbortSignal): Promise<ObserverPage> {
  const { name, phone, sortBy, sortDirection, page, pageSize, after } = params;
  return http.get<ObserverPage>(OBSERVERS_PATH, {
    // Empty values are left out by the client, so an empty filter is no filter.
    query: { name, phone, sortBy, sortDirection, page, pageSize, after },
    signal,
  });
}
