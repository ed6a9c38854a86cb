import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ngoScope, requireStaff } from '../auth/principal.js';
import { envelope, readPaging } from '../http/paging.js';
import { HttpProblem, conflict, notFound } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { bool, id, int, list, optionalText, phone, pin } from '../validation/fields.js';
import { observerName } from '../validation/names.js';
import {
  OBSERVER_COLUMNS,
  OBSERVER_ORDER,
  findVisibleObserver,
  observerWhere,
  toObserverDto,
  type ObserverRow,
} from '../services/observers.js';
import { isUniqueViolation } from '../db/errors.js';
import { csvLine } from '../export/escape.js';
import { nowIso } from '../util.js';
import { nameKeys } from '../services/name-keys.js';
import { PHONE_TAKEN, phoneTaken, settleSharedPhone } from '../services/observer-identity.js';
import { bumpObservers, observerTotal } from '../services/counts.js';

const sortBy = z.preprocess(
  (v) => (typeof v === 'string' ? (({ name: 'name', lastseen: 'lastSeen' } as Record<string, string>)[v.trim().toLowerCase()] ?? v) : v),
  z.enum(['name', 'lastSeen'], { error: 'Must be name or lastSeen.' }),
);
const sortDirection = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['asc', 'desc'], { error: 'Must be asc or desc.' }),
);

const ListQuery = z.object({
  id: id().optional(),
  name: optionalText(100),
  phone: optionalText(20),
  sortBy: sortBy.optional(),
  sortDirection: sortDirection.optional(),
});
const LIST_ALIASES = { number: 'phone', phoneNumber: 'phone' };

const NewObserver = z.object({ phone: phone(), pin: pin(), name: observerName(), sendSMS: bool().optional() });
const EditObserver = z.object({
  observerId: id(),
  name: observerName().optional(),
  phone: phone().optional(),
  pin: pin().optional(),
});
const DeleteQuery = z.object({ id: id() });
const ActiveQuery = z.object({
  countyCodes: list(z.string().trim().min(1).max(10)),
  fromPollingStationNumber: int().pipe(z.number().min(1, 'Must be 1 or more.')).optional(),
  toPollingStationNumber: int().pipe(z.number().min(1, 'Must be 1 or more.')).optional(),
  currentlyCheckedIn: bool().optional(),
});

/** Blank optional fields in PUT mean "unchanged" (reference behaviour). */
function dropBlank(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([, v]) => !(v === null || (typeof v === 'string' && v.trim() === ''))));
}

export function observerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/v1/observer', async (req) => {
    const p = await requireStaff(ctx, req);
    const q = parseWith(ListQuery, req.query, LIST_ALIASES);
    const paging = readPaging(req.query);
    const { where, params } = observerWhere(p, q);
    const order = OBSERVER_ORDER[q.sortBy ?? 'name'][q.sortDirection ?? 'asc'];
    // Unfiltered lists read the running total; filtered ones count the matching rows.
    const total =
      q.name || q.phone || q.id !== undefined
        ? await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM observers o WHERE ${where}`, params)
        : { n: await observerTotal(db, ngoScope(p)) };
    // Deferred join: the page's ids come from the covering (ngo, retired, sort key, id) index,
    // so OFFSET skips index entries rather than table rows; then only those rows are read.
    const rows = await db.all<ObserverRow>(
      `SELECT ${OBSERVER_COLUMNS} FROM observers o JOIN ngos n ON n.id = o.ngo_id
        WHERE o.id IN (SELECT o.id FROM observers o WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?)
        ORDER BY ${order}`,
      [...params, paging.pageSize, paging.offset],
    );
    return envelope(rows.map(toObserverDto), paging, total?.n ?? 0);
  });

  app.get('/api/v1/observer/count', async (req) => {
    const p = await requireStaff(ctx, req);
    return observerTotal(db, ngoScope(p));
  });

  app.post('/api/v1/observer', async (req) => {
    const p = await requireStaff(ctx, req);
    // The client sends the fields in the query string and in the body; the body wins.
    const merged = { ...(req.query as object), ...((req.body as object | undefined) ?? {}) };
    const body = parseWith(NewObserver, merged);
    const pinHash = await ctx.hasher.hash(body.pin);
    try {
      const newId = await db.tx(async (q) => {
        if (await phoneTaken(q, body.phone)) throw conflict(PHONE_TAKEN);
        const keys = nameKeys(body.name);
        const newId = await q.insert(
          'INSERT INTO observers (ngo_id, phone, name, name_search, name_sort, pin_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
          [p.ngoId, body.phone, body.name, keys.nameSearch, keys.nameSort, pinHash, nowIso()],
        );
        await bumpObservers(q, p.ngoId, 1);
        return newId;
      });
      return newId;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(PHONE_TAKEN);
      throw err;
    }
  });

  app.put('/api/v1/observer', async (req) => {
    const p = await requireStaff(ctx, req);
    const body = parseWith(EditObserver, dropBlank(req.body));
    if (body.name === undefined && body.phone === undefined && body.pin === undefined) {
      throw new HttpProblem(400, 'Nothing to change.', { name: ['Give at least one of name, phone or pin.'] });
    }
    const pinHash = body.pin !== undefined ? await ctx.hasher.hash(body.pin) : undefined;
    try {
      await db.tx(async (q) => {
        const obs = await findVisibleObserver(q, p, body.observerId);
        if (!obs) throw notFound('No such observer.');
        if (body.phone !== undefined && body.phone !== obs.phone) {
          if (await phoneTaken(q, body.phone, obs.id)) throw conflict(PHONE_TAKEN);
          // The new phone is unique, so this observer joins the unique index whatever it was before.
          await q.run('UPDATE observers SET phone = ?, phone_shared = 0 WHERE id = ?', [body.phone, obs.id]);
          await settleSharedPhone(q, obs.phone);
        }
        if (body.name !== undefined) {
          const keys = nameKeys(body.name);
          await q.run('UPDATE observers SET name = ?, name_search = ?, name_sort = ? WHERE id = ?', [
            body.name,
            keys.nameSearch,
            keys.nameSort,
            obs.id,
          ]);
        }
        if (pinHash !== undefined) await q.run('UPDATE observers SET pin_hash = ? WHERE id = ?', [pinHash, obs.id]);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(PHONE_TAKEN);
      throw err;
    }
    return true;
  });

  app.delete('/api/v1/observer', async (req) => {
    const p = await requireStaff(ctx, req);
    const { id: observerId } = parseWith(DeleteQuery, req.query);
    await db.tx(async (q) => {
      const obs = await findVisibleObserver(q, p, observerId);
      if (!obs) throw notFound('No such observer.');
      // Election evidence is never destroyed: an observer with any submission is retired.
      const evidence = await q.get(
        `SELECT 1 AS x FROM answers WHERE observer_id = ?
         UNION ALL SELECT 1 FROM notes WHERE observer_id = ?
         UNION ALL SELECT 1 FROM station_visits WHERE observer_id = ?
         UNION ALL SELECT 1 FROM notification_recipients WHERE observer_id = ?
         LIMIT 1`,
        [obs.id, obs.id, obs.id, obs.id],
      );
      if (evidence) {
        await q.run('UPDATE observers SET retired = 1, retired_at = ? WHERE id = ?', [nowIso(), obs.id]);
        await q.run('DELETE FROM device_registrations WHERE observer_id = ?', [obs.id]);
      } else {
        await q.run('DELETE FROM device_registrations WHERE observer_id = ?', [obs.id]);
        await q.run('DELETE FROM notification_deliveries WHERE observer_id = ?', [obs.id]);
        await q.run('DELETE FROM observers WHERE id = ?', [obs.id]);
      }
      await bumpObservers(q, obs.ngo_id, -1);
      await settleSharedPhone(q, obs.phone);
    });
    return true;
  });

  app.get('/api/v1/observer/active', async (req) => {
    const p = await requireStaff(ctx, req);
    const q = parseWith(ActiveQuery, req.query);
    const { where, params } = observerWhere(p, {});
    const visit: string[] = ['v.observer_id = o.id'];
    const visitParams: (string | number)[] = [];
    if (q.countyCodes && q.countyCodes.length > 0) {
      visit.push(`c.code IN (${q.countyCodes.map(() => '?').join(', ')})`);
      visitParams.push(...q.countyCodes.map((c) => c.toUpperCase()));
    }
    if (q.fromPollingStationNumber !== undefined) {
      visit.push('v.station_number >= ?');
      visitParams.push(q.fromPollingStationNumber);
    }
    if (q.toPollingStationNumber !== undefined) {
      visit.push('v.station_number <= ?');
      visitParams.push(q.toPollingStationNumber);
    }
    const rows = await db.all<ObserverRow>(
      `SELECT ${OBSERVER_COLUMNS} FROM observers o JOIN ngos n ON n.id = o.ngo_id
        WHERE ${where} AND EXISTS (SELECT 1 FROM station_visits v JOIN counties c ON c.id = v.county_id WHERE ${visit.join(' AND ')})
        ORDER BY o.name_sort, o.id LIMIT 50000`,
      [...params, ...visitParams],
    );
    return rows.map(toObserverDto);
  });

  app.get('/api/v1/observer/export', async (req, reply) => {
    const p = await requireStaff(ctx, req);
    const q = parseWith(ListQuery, req.query, LIST_ALIASES);
    const { where, params } = observerWhere(p, q);
    reply.header('Content-Type', 'text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="observers.csv"');
    async function* rows(): AsyncGenerator<string> {
      yield `\ufeff${csvLine(['Name', 'Phone', 'NGO', 'LastSeen', 'NumberOfPollingStations', 'NumberOfNotes'])}`;
      // Keyset pages by id keep memory flat however many observers there are.
      let after = 0;
      for (;;) {
        const page = await db.all<ObserverRow>(
          `SELECT ${OBSERVER_COLUMNS} FROM observers o JOIN ngos n ON n.id = o.ngo_id WHERE ${where} AND o.id > ? ORDER BY o.id LIMIT 1000`,
          [...params, after],
        );
        if (page.length === 0) return;
        yield page.map((r) => csvLine([r.name, r.phone, r.ngo, r.last_seen || '', r.stations_count, r.notes_count])).join('');
        after = page[page.length - 1]?.id ?? after;
      }
    }
    const { Readable } = await import('node:stream');
    return reply.send(Readable.from(rows()));
  });
}
