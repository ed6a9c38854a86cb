import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { AuditPage, AuditPageQuery } from './types';

const AUDIT_PATH = '/api/v1/audit';

/** GET /api/v1/audit: one page of the log (the caller's scope: an NGO admin's NGO, or every NGO for the organizer). */
export function listAudit(http: AreaHttpV1, query: AuditPageQuery, signal?: AbortSignal): Promise<AuditPage> {
  return http.get<AuditPage>(AUDIT_PATH, { query: { ...query }, signal });
}
