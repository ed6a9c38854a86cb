import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { fieldProblem } from '../http/problem.js';
import { sendCsv } from '../export/csv-download.js';
import { download, problem } from '../openapi/wire.js';
import {
  ActiveObserversQuery,
  DeleteObserverQuery,
  EditObserver,
  NewObserver,
  Observer,
  ObserverExportQuery,
  ObserverListQuery,
  ObserverPage,
} from '../schemas/observers.js';
import { activeObservers, addObserver, deleteObserver, editObserver, listObservers, observerPages } from '../services/observers.js';
import { observerTotal } from '../services/counts.js';
import { ngoScope } from '../auth/principal.js';
import { recordExport } from '../services/audit.js';
import { apiArea } from './area.js';

/** Blank optional fields in PUT mean "unchanged" (reference behaviour). */
function dropBlank(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => !(v === null || (typeof v === 'string' && v.trim() === ''))));
}

const PHONE_TAKEN_409 = problem('The phone belongs to another active observer (of any NGO): the answer names no one.');
const NO_SUCH_OBSERVER = problem("No such observer, or not the caller's to see.");

export const observerRoutes = apiArea('Observers', (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/v1/observer',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listObservers',
        summary: "A page of the caller's observers",
        description:
          'Filtered by name and phone, sorted across all pages. `?id=` is one observer by id, as a page of one or none. A page by number (`page`), or the page next to one already shown by its cursor (`after`: keyset paging, as fast at any depth).',
        querystring: ObserverListQuery,
        response: { 200: ObserverPage },
      },
    },
    async (req) => {
      const q = req.query;
      const found = await listObservers(db, staffOf(req), q, { page: q.page, pageSize: q.pageSize, after: q.after });
      return {
        ...envelope(found.rows, pagingOf({ page: found.page, pageSize: q.pageSize }), found.total),
        nextCursor: found.nextCursor,
        previousCursor: found.previousCursor,
      };
    },
  );

  app.get(
    '/api/v1/observer/count',
    {
      config: { access: 'staff' },
      schema: { operationId: 'countObservers', summary: 'How many active observers the caller sees', response: { 200: z.number().int() } },
    },
    async (req) => observerTotal(db, ngoScope(staffOf(req))),
  );

  app.post(
    '/api/v1/observer',
    {
      config: { access: 'staff' },
      // The original client sends the fields in the query string too; the body wins.
      preValidation: async (req) => {
        (req as { body: unknown }).body = { ...(req.query as object), ...((req.body as object | undefined) ?? {}) };
      },
      schema: {
        operationId: 'addObserver',
        summary: "Adds an observer to the caller's NGO",
        description:
          'Answers the new id. The same names in the query string are accepted too (the original client sends them there); the body wins.',
        body: NewObserver,
        response: { 200: z.number().int().describe("The new observer's id."), 409: PHONE_TAKEN_409 },
      },
    },
    async (req) => {
      const body = req.body;
      return addObserver(db, staffOf(req), { phone: body.phone, name: body.name, pinHash: await ctx.hasher.hash(body.pin) });
    },
  );

  app.put(
    '/api/v1/observer',
    {
      config: { access: 'staff' },
      preValidation: async (req) => {
        (req as { body: unknown }).body = dropBlank(req.body);
      },
      schema: {
        operationId: 'editObserver',
        summary: "Changes an observer's name, phone or PIN",
        body: EditObserver,
        response: { 200: z.literal(true), 404: NO_SUCH_OBSERVER, 409: PHONE_TAKEN_409 },
      },
    },
    async (req) => {
      const body = req.body;
      if (body.name === undefined && body.phone === undefined && body.pin === undefined) {
        throw fieldProblem('Nothing to change.', {
          name: [{ code: 'nothing_to_change', message: 'Give at least one of name, phone or pin.' }],
        });
      }
      const pinHash = body.pin !== undefined ? await ctx.hasher.hash(body.pin) : undefined;
      await editObserver(db, staffOf(req), body.observerId, { name: body.name, phone: body.phone, pinHash });
      return true as const;
    },
  );

  app.delete(
    '/api/v1/observer',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'deleteObserver',
        summary: 'Deletes an observer, or retires one with evidence',
        description:
          'Election evidence is never destroyed: an observer with answers, notes, check-ins or notifications is retired (hidden from lists and counts, can no longer sign in; the submissions stay).',
        querystring: DeleteObserverQuery,
        response: { 200: z.literal(true), 404: NO_SUCH_OBSERVER },
      },
    },
    async (req) => {
      await deleteObserver(db, staffOf(req), req.query.id);
      return true as const;
    },
  );

  app.get(
    '/api/v1/observer/active',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listActiveObservers',
        summary: 'Observers who checked in at stations of some counties',
        description: 'Each observer once, in name order (at most 50,000): the targets of a notification by place.',
        querystring: ActiveObserversQuery,
        response: { 200: z.array(Observer) },
      },
    },
    async (req) => {
      const q = req.query;
      return activeObservers(db, staffOf(req), {
        countyCodes: q.countyCodes,
        from: q.fromPollingStationNumber,
        to: q.toPollingStationNumber,
      });
    },
  );

  app.get(
    '/api/v1/observer/export',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'exportObservers',
        summary: 'The observers list as CSV',
        description:
          "The list's filters; columns `Name, Phone, NGO, LastSeen, NumberOfPollingStations, NumberOfNotes`, UTF-8 with a BOM. Never PINs.",
        querystring: ObserverExportQuery,
        response: { 200: download('observers.csv', 'text/csv') },
      },
    },
    async (req, reply) => {
      await recordExport(db, staffOf(req), 'observers', req.query);
      const header = ['Name', 'Phone', 'NGO', 'LastSeen', 'NumberOfPollingStations', 'NumberOfNotes'];
      return sendCsv(reply, 'observers.csv', header, observerPages(db, staffOf(req), req.query), (r) => [
        r.name,
        r.phone,
        r.ngo,
        r.last_seen || '',
        r.stations_count,
        r.notes_count,
      ]);
    },
  );
});
