import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import type { ObserverSummary } from './types';

/**
 * GET /api/v1/observer?id={id}: one observer by id, or null when it is not the caller's to see
 * (the API answers an empty page). An answer for another id is treated as "not found", so a server
 * that ignored the filter could never put a wrong name next to a selection.
 */
export async function findObserver(http: AreaHttpV1, id: number, signal?: AbortSignal): Promise<ObserverSummary | null> {
  const page = await http.get<PagedResult<ObserverSummary>>('/api/v1/observer', { query: { id }, signal });
  const observer = page.data[0];
  return observer && observer.id === id ? observer : null;
}
