import type { ApiQuery, ApiResponse, ApiSchema } from '@observatory/shared/api-types';

/** The activity area's wire types, named from the API's generated types (api/openapi.json, tag "Audit"). */

/** One event of the audit trail. */
export type AuditEvent = ApiSchema<'AuditEvent'>;
/** An action the trail records, `entity.verb`. */
export type AuditAction = AuditEvent['action'];
/** A kind of item the trail records events about. */
export type AuditEntityType = AuditEvent['entityType'];
/** GET /api/v1/audit: one page of the log, newest first. */
export type AuditPage = ApiResponse<'listAudit'>;
/** The log's filters (also the CSV export's). */
export type AuditFilters = ApiQuery<'exportAudit'>;
/** A page of the log with its filters. */
export type AuditPageQuery = ApiQuery<'listAudit'>;
