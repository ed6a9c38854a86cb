import { z } from 'zod';
import { isoDate, optionalText } from '../validation/fields.js';
import { envelopeOf, pageField, request } from '../openapi/wire.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../services/audit.js';

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);
const action = z.preprocess(lower, z.enum(AUDIT_ACTIONS, { error: 'Must be one of the actions of the audit trail.' }));
const entityType = z.preprocess(lower, z.enum(AUDIT_ENTITY_TYPES, { error: 'Must be one of the entity types of the audit trail.' }));

/** The log's filters, shared by its CSV export. */
const filters = {
  actor: optionalText(100).describe('The account that acted (exactly).'),
  action: action.optional().describe('One action, named `entity.verb` (e.g. `observer.pin-reset`).'),
  entityType: entityType.optional().describe('One kind of item.'),
  from: isoDate().optional().describe('Events at or after this time.'),
  to: isoDate().optional().describe('Events at or before this time.'),
};

export const AuditListQuery = request({
  ...filters,
  page: pageField(1, 10_000_000, 'The page, from 1.'),
  pageSize: pageField(50, 500, 'Events per page.'),
});
export const AuditExportQuery = request(filters);

export const AuditEntityParams = request({
  entityType,
  entityId: z.string().min(1).max(40).describe("The item's id; a thread is `observerId-pollingStationId`."),
});

export const AuditEvent = z
  .object({
    id: z.number().int(),
    at: z.string().describe('When (ISO-8601, UTC).'),
    actor: z.string().describe('The staff account that acted; empty for a failed sign-in at an unknown account.'),
    ngoId: z
      .number()
      .int()
      .nullable()
      .describe("The NGO whose data this is (an observer's NGO; otherwise the actor's); `null` for a sign-in at an unknown account."),
    action: z.enum(AUDIT_ACTIONS),
    entityType: z.enum(AUDIT_ENTITY_TYPES),
    entityId: z.string(),
    summary: z.string().describe('What changed, before → after for named fields. Never a PIN, a password or a token.'),
    label: z
      .string()
      .describe(
        "The item's name when it happened (an observer as `Name (0722…123)`, a form's code, a notification's title, a thread's observer and station); empty for events recorded before labels were kept and for items without a name.",
      ),
    ip: z.string().describe("The client's address."),
    requestId: z.string().describe("The request's id (as in the server's log lines)."),
  })
  .meta({
    id: 'AuditEvent',
    examples: [
      {
        id: 412,
        at: '2026-11-08T09:12:00.000Z',
        actor: 'ngoadmin',
        ngoId: 2,
        action: 'observer.pin-reset',
        entityType: 'observer',
        entityId: '17',
        summary: 'PIN reset for Ion Rusu (0722…017)',
        label: 'Ion Rusu (0722…017)',
        ip: '203.0.113.7',
        requestId: '3f1c2a9e-6b0d-4e59-9a43-0c8b2d4e7f10',
      },
    ],
  });

export const AuditPage = envelopeOf(AuditEvent).meta({ id: 'AuditPage' });
