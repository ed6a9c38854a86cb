import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ApiSchema } from '@observatory/shared/api-types';

/** One event of the audit trail, as the API sends it. */
export type AuditEvent = ApiSchema<'AuditEvent'>;
/** The kinds of item that have a history. */
export type HistoryEntityType = AuditEvent['entityType'];

/** `GET /api/v1/audit/{entityType}/{entityId}`: one item's events, newest first. */
export function fetchItemHistory(
  http: AreaHttpV1,
  entityType: HistoryEntityType,
  entityId: string | number,
  signal?: AbortSignal,
): Promise<AuditEvent[]> {
  return http.get<AuditEvent[]>(`/api/v1/audit/${encodeURIComponent(entityType)}/${encodeURIComponent(String(entityId))}`, { signal });
}
