import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { AuditFilters } from './types';

const EXPORT_PATH = '/api/v1/audit/export';
/** The file streams from the server; a year of a large NGO's activity takes a while. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** GET /api/v1/audit/export: the filtered log as CSV; `onProgress` hears the bytes received so far. */
export function exportAudit(
  http: AreaHttpV1,
  filters: AuditFilters,
  options: { readonly signal?: AbortSignal; readonly onProgress?: (receivedBytes: number) => void } = {},
): Promise<Blob> {
  const { signal, onProgress } = options;
  return http.get<Blob>(EXPORT_PATH, {
    query: { ...filters },
    responseType: 'blob',
    signal,
    timeoutMs: EXPORT_TIMEOUT_MS,
    onDownloadProgress: onProgress ? (_fraction, loaded) => onProgress(loaded) : undefined,
  });
}
