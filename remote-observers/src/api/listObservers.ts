import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import type { Observer, ObserverSearch } from './types';

export const OBSERVERS_PATH = '/api/v1/observer';

/** One page of the observers list: filters, sort and paging all go to the API. */
export interface ListObserversParams extends ObserverSearch {
  readonly page: number;
  readonly pageSize: number;
}

/** GET /api/v1/observer. Sorting is done by the API, so it holds across pages, not just on screen. */
export function listObservers(http: AreaHttpV1, params: ListObserversParams, signal?: AbortSignal): Promise<PagedResult<Observer>> {
  const { name, phone, sortBy, sortDirection, page, pageSize } = params;
  return http.get<PagedResult<Observer>>(OBSERVERS_PATH, {
    // Empty values are left out by the client, so an empty filter is no filter.
    query: { name, phone, sortBy, sortDirection, page, pageSize },
    signal,
  });
}
