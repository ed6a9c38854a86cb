import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { sendCsv } from '../export/csv-download.js';
import { download } from '../openapi/wire.js';
import { AuditEntityParams, AuditEvent, AuditExportQuery, AuditListQuery, AuditPage } from '../schemas/audit.js';
import { auditPages, entityHistory, listAudit, recordExport } from '../services/audit.js';
import { apiArea } from './area.js';

/** Who changed what: read-only; no route changes or deletes an event. */
export const auditRoutes = apiArea('Audit', (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/v1/audit',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listAudit',
        summary: 'A page of the audit trail, newest first',
        description: "An NGO admin reads its own NGO's events; the organizer every event.",
        querystring: AuditListQuery,
        response: { 200: AuditPage },
      },
    },
    async (req) => {
      const paging = pagingOf(req.query);
      const { rows, total } = await listAudit(db, staffOf(req), req.query, { limit: paging.pageSize, offset: paging.offset });
      return envelope(rows, paging, total);
    },
  );

  app.get(
    '/api/v1/audit/export',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'exportAudit',
        summary: 'The audit trail as CSV',
        description:
          "The log's filters and scope, newest first; columns `Id, At, Actor, NgoId, Action, EntityType, EntityId, Summary, Ip, RequestId, Label` (Label added last, so a reader of the earlier columns is unaffected), UTF-8 with a BOM. The download is itself recorded (`export.audit`).",
        querystring: AuditExportQuery,
        response: { 200: download('audit.csv', 'text/csv') },
      },
    },
    async (req, reply) => {
      const p = staffOf(req);
      await recordExport(db, p, 'audit', req.query);
      const header = ['Id', 'At', 'Actor', 'NgoId', 'Action', 'EntityType', 'EntityId', 'Summary', 'Ip', 'RequestId', 'Label'];
      return sendCsv(reply, 'audit.csv', header, auditPages(db, p, req.query), (e) => [
        e.id,
        e.at,
        e.actor,
        e.ngoId ?? '',
        e.action,
        e.entityType,
        e.entityId,
        e.summary,
        e.ip,
        e.requestId,
        e.label,
      ]);
    },
  );

  app.get(
    '/api/v1/audit/:entityType/:entityId',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'itemHistory',
        summary: "One item's history, newest first",
        description:
          "At most 500 events, within the caller's scope (a form's history is every staff member's: forms are shared). `[]` for an item with none.",
        params: AuditEntityParams,
        response: { 200: z.array(AuditEvent) },
      },
    },
    async (req) => entityHistory(db, staffOf(req), req.params.entityType, req.params.entityId),
  );
});
