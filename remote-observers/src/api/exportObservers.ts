import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ObserverSearch } from './types';

/** Exports can be large; the API streams them, so allow far more than the 15 s list budget. */
export const EXPORT_TIMEOUT_MS = 120_000;

/** GET /api/v1/observer/export with the list's filters: a CSV of what the list shows (never PINs). */
export function exportObservers(http: AreaHttpV1, filters: Pick<ObserverSearch, 'name' | 'phone'>, signal?: AbortSignal): Promise<Blob> {
  return http.get<Blob>('/api/v1/observer/export', {
    query: { name: filters.name, phone: filters.phone },
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
    signal,
  });
}
