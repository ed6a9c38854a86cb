import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { likeContains } from '../http/paging.js';
import { encodeCursor, listFingerprint, type Cursor } from '../http/cursor.js';
import { conflict, fieldProblem, notFound } from '../http/problem.js';
import { isUniqueViolation } from '../db/errors.js';
import { nowIso, nullableTime } from '../util.js';
import { foldForSearch, nameKeys } from '../db/name-keys.js';
import { phoneTaken, phoneTakenProblem, settleSharedPhone, visiblePhoneHolders } from './observer-identity.js';
import { bumpObservers, observerTotal } from './counts.js';
import { describeChanges, maskPhone, observerLabel, recordAudit } from './audit.js';
import { announceChange } from '../db/changes.js';
import { forgetObservers } from '../auth/observer-ids.js';
import { afterRetired } from './attention-state.js';

export interface ObserverDto {
  id: number;
  name: string;
  phone: string;
  ngo: string;
  lastSeen: string | null;
  deviceRegisterDate: string | null;
  numberOfNotes: number;
  numberOfPollingStations: number;
}

export interface ObserverRow {
  id: number;
  name: string;
  phone: string;
  ngo: string;
  last_seen: string;
  device_register_date: string | null;
  notes_count: number;
  stations_count: number;
}

const OBSERVER_COLUMNS = 'o.id, o.name, o.phone, n.name AS ngo, o.last_seen, o.device_register_date, o.notes_count, o.stations_count';

function toObserverDto(r: ObserverRow): ObserverDto {
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    ngo: r.ngo,
    lastSeen: nullableTime(r.last_seen),
    deviceRegisterDate: nullableTime(r.device_register_date),
    numberOfNotes: r.notes_count,
    numberOfPollingStations: r.stations_count,
  };
}

export interface ObserverFilter {
  id?: number | undefined;
  name?: string | undefined;
  phone?: string | undefined;
}

/** ORDER BY comes only from this map (never from input text). name_sort: Romanian order (name-keys.ts). */
const OBSERVER_ORDER = {
  name: { asc: 'o.name_sort ASC, o.id ASC', desc: 'o.name_sort DESC, o.id DESC' },
  lastSeen: { asc: 'o.last_seen ASC, o.id ASC', desc: 'o.last_seen DESC, o.id DESC' },
} as const;

type ObserverSort = keyof typeof OBSERVER_ORDER;

/** WHERE clause (with its parameters) for the caller's visible, non-retired observers. */
function observerWhere(p: StaffPrincipal, f: ObserverFilter): { where: string; params: SqlValue[] } {
  const clauses = ['o.retired = 0'];
  const params: SqlValue[] = [];
  const scope = ngoScope(p);
  if (scope !== undefined) {
    clauses.push('o.ngo_id = ?');
    params.push(scope);
  }
  if (f.id !== undefined) {
    clauses.push('o.id = ?');
    params.push(f.id);
  }
  // Case and diacritics are folded away on both sides, so "stefan" finds "Ștefan".
  const folded = f.name ? foldForSearch(f.name) : '';
  if (folded) {
    clauses.push("o.name_search LIKE ? ESCAPE '\\'");
    params.push(likeContains(folded));
  }
  if (f.phone) {
    clauses.push("o.phone LIKE ? ESCAPE '\\'");
    params.push(likeContains(f.phone.replace(/[\s.\-()]/g, '')));
  }
  return { where: clauses.join(' AND '), params };
}

/** The observer if the caller may see it (same NGO, or organizer) and it is not retired. */
async function findVisibleObserver(
  q: Queryable,
  p: StaffPrincipal,
  id: number,
): Promise<{ id: number; ngo_id: number; phone: string; name: string } | undefined> {
  const scope = ngoScope(p);
  const row = await q.get<{ id: number; ngo_id: number; phone: string; name: string }>(
    'SELECT id, ngo_id, phone, name FROM observers WHERE id = ? AND retired = 0',
    [id],
  );
  if (!row || (scope !== undefined && row.ngo_id !== scope)) return undefined;
  return row;
}

/** Like findVisibleObserver, but retired observers count too (their evidence stays readable). */
export async function findObserverForEvidence(
  db: Db | Queryable,
  p: StaffPrincipal,
  id: number,
): Promise<{ id: number; ngo_id: number } | undefined> {
  const row = await db.get<{ id: number; ngo_id: number }>('SELECT id, ngo_id FROM observers WHERE id = ?', [id]);
  const scope = ngoScope(p);
  if (!row || (scope !== undefined && row.ngo_id !== scope)) return undefined;
  return row;
}

export interface ObserverListOptions extends ObserverFilter {
  sortBy?: ObserverSort | undefined;
  sortDirection?: 'asc' | 'desc' | undefined;
}

/** The column each sort compares (with the id after it), as its indexes hold it. */
const SORT_KEY = { name: 'o.name_sort', lastSeen: 'o.last_seen' } as const;

export interface ObserverListPage {
  rows: ObserverDto[];
  total: number;
  /** The page number shown (the requested one, or the one the cursor leads to). */
  page: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

/**
 * One page of the caller's observers, the total that matches, and keyset cursors to the pages
 * around it. A page is asked for by number (an OFFSET walk over the index: fine near the start,
 * the original client's way) or by a cursor of a neighbouring page (`after`): an index range read
 * of one page from the cursor's row, as fast at page 500 as at page 1. Either way the rows come
 * from the covering (ngo, retired, sort key, id) index first, then only those rows are read.
 */
export async function listObservers(
  db: Db,
  p: StaffPrincipal,
  f: ObserverListOptions,
  page: { page: number; pageSize: number; after?: Cursor | undefined },
): Promise<ObserverListPage> {
  const { where, params } = observerWhere(p, f);
  const sortBy = f.sortBy ?? 'name';
  const dir = f.sortDirection ?? 'asc';
  const key = SORT_KEY[sortBy];
  // The page size is part of the list: a cursor carries its page number, which another size would falsify.
  const list = listFingerprint([sortBy, dir, f.id, f.name, f.phone, ngoScope(p), page.pageSize]);
  const cursor = page.after;
  if (cursor && cursor.list !== list) {
    throw fieldProblem('The cursor belongs to another list.', {
      after: [{ code: 'cursor_foreign', message: 'This cursor was given for another sort, filter or page size: start again from page 1.' }],
    });
  }
  // Unfiltered lists read the running total; filtered ones count the matching rows.
  const total =
    f.name || f.phone || f.id !== undefined
      ? Number((await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM observers o WHERE ${where}`, params))?.n ?? 0)
      : await observerTotal(db, ngoScope(p));
  // Read towards the cursor's side; one row more than the page says whether more lie beyond.
  const forward = cursor?.towards !== 'before';
  const seekDir = forward === (dir === 'asc') ? 'asc' : 'desc';
  const order = OBSERVER_ORDER[sortBy][seekDir];
  const seek = cursor ? ` AND (${key}, o.id) ${seekDir === 'asc' ? '>' : '<'} (?, ?)` : '';
  const seekParams: SqlValue[] = cursor ? [cursor.key, cursor.id] : [];
  const offset = cursor ? 0 : (page.page - 1) * page.pageSize;
  const fetched = await db.all<ObserverRow & { sort_key: string }>(
    `SELECT ${OBSERVER_COLUMNS}, ${key} AS sort_key FROM observers o JOIN ngos n ON n.id = o.ngo_id
      WHERE o.id IN (SELECT o.id FROM observers o WHERE ${where}${seek} ORDER BY ${order} LIMIT ? OFFSET ?)
      ORDER BY ${order}`,
    [...params, ...seekParams, page.pageSize + 1, offset],
  );
  const beyond = fetched.length > page.pageSize;
  if (!forward && !beyond && fetched.length < page.pageSize) {
    // Previous reached the start short of a page (rows before it were removed): show page 1 whole.
    return listObservers(db, p, f, { page: 1, pageSize: page.pageSize });
  }
  const rows = fetched.slice(0, page.pageSize);
  if (!forward) rows.reverse();
  // Nothing before a page read backwards makes it page 1, whatever number the cursor carried.
  const shown = !cursor ? page.page : forward || beyond ? cursor.page : 1;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const hasNext = forward ? beyond : rows.length > 0;
  const hasPrevious = forward ? shown > 1 && rows.length > 0 : beyond;
  const to = (row: (typeof rows)[number], towards: Cursor['towards'], n: number) =>
    encodeCursor({ key: row.sort_key, id: row.id, towards, page: Math.max(1, n), list });
  return {
    rows: rows.map(toObserverDto),
    total,
    page: shown,
    nextCursor: hasNext && last ? to(last, 'after', shown + 1) : null,
    previousCursor: hasPrevious && first ? to(first, 'before', shown - 1) : null,
  };
}

/**
 * The caller's observers in keyset pages of 1,000 by id (the CSV export): memory stays flat.
 * Read from the replica path (an export may be a moment behind).
 */
export async function* observerPages(db: Db, p: StaffPrincipal, f: ObserverFilter): AsyncGenerator<ObserverRow[]> {
  const { where, params } = observerWhere(p, f);
  let after = 0;
  for (;;) {
    const page = await db.replica.all<ObserverRow>(
      `SELECT ${OBSERVER_COLUMNS} FROM observers o JOIN ngos n ON n.id = o.ngo_id WHERE ${where} AND o.id > ? ORDER BY o.id LIMIT 1000`,
      [...params, after],
    );
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]?.id ?? after;
  }
}

/** Adds an observer to the caller's NGO; a phone an active observer holds is a 409 (`phone_taken`). */
export async function addObserver(db: Db, p: StaffPrincipal, o: { phone: string; name: string; pinHash: string }): Promise<number> {
  const ngoId = p.ngoId;
  try {
    return await db.tx(async (q) => {
      if (await phoneTaken(q, o.phone)) throw phoneTakenProblem();
      const keys = nameKeys(o.name);
      const newId = await q.insert(
        'INSERT INTO observers (ngo_id, phone, name, name_search, name_sort, pin_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
        [ngoId, o.phone, o.name, keys.nameSearch, keys.nameSort, o.pinHash, nowIso()],
      );
      await bumpObservers(q, ngoId, 1);
      await recordAudit(q, p, {
        action: 'observer.add',
        entityType: 'observer',
        entityId: newId,
        summary: observerLabel(o),
        label: observerLabel(o),
      });
      return newId;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTakenProblem();
    throw err;
  }
}

/** Changes what is given of a visible observer (404 otherwise); a taken phone is a 409. */
export async function editObserver(
  db: Db,
  p: StaffPrincipal,
  observerId: number,
  change: { name?: string | undefined; phone?: string | undefined; pinHash?: string | undefined },
): Promise<void> {
  try {
    await db.tx(async (q) => {
      const obs = await findVisibleObserver(q, p, observerId);
      if (!obs) throw notFound('No such observer.');
      if (change.phone !== undefined && change.phone !== obs.phone) {
        if (await phoneTaken(q, change.phone, obs.id)) throw phoneTakenProblem();
        // The new phone is unique, so this observer joins the unique index whatever it was before.
        await q.run('UPDATE observers SET phone = ?, phone_shared = 0 WHERE id = ?', [change.phone, obs.id]);
        await settleSharedPhone(q, obs.phone);
        // Tokens name observers by phone: the old phone's tokens stop working on every instance.
        await announceChange(q, db.dialect, 'observers');
      }
      if (change.name !== undefined) {
        const keys = nameKeys(change.name);
        await q.run('UPDATE observers SET name = ?, name_search = ?, name_sort = ? WHERE id = ?', [
          change.name,
          keys.nameSearch,
          keys.nameSort,
          obs.id,
        ]);
      }
      if (change.pinHash !== undefined) await q.run('UPDATE observers SET pin_hash = ? WHERE id = ?', [change.pinHash, obs.id]);
      const changed = describeChanges([
        { field: 'name', before: obs.name, after: change.name ?? obs.name },
        { field: 'phone', before: maskPhone(obs.phone), after: maskPhone(change.phone ?? obs.phone), quote: false },
      ]);
      const summary = [changed, change.pinHash !== undefined ? 'PIN changed' : ''].filter((s) => s !== '').join('; ');
      await recordAudit(q, p, {
        action: 'observer.edit',
        entityType: 'observer',
        entityId: obs.id,
        ngoId: obs.ngo_id,
        summary: `${observerLabel(obs)}: ${summary || 'no change'}`,
        label: observerLabel({ name: change.name ?? obs.name, phone: change.phone ?? obs.phone }),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw phoneTakenProblem();
    throw err;
  } finally {
    if (change.phone !== undefined) forgetObservers(db);
  }
}

/** Deletes a visible observer (404 otherwise); one with any evidence is retired instead. */
export async function deleteObserver(db: Db, p: StaffPrincipal, observerId: number): Promise<void> {
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
    await recordAudit(q, p, {
      action: evidence ? 'observer.retire' : 'observer.delete',
      entityType: 'observer',
      entityId: obs.id,
      ngoId: obs.ngo_id,
      summary: observerLabel(obs),
      label: observerLabel(obs),
    });
    if (evidence) {
      await q.run('UPDATE observers SET retired = 1, retired_at = ? WHERE id = ?', [nowIso(), obs.id]);
      await q.run('DELETE FROM device_registrations WHERE observer_id = ?', [obs.id]);
      await afterRetired(q, obs.id);
    } else {
      await q.run('DELETE FROM attention_handled WHERE observer_id = ?', [obs.id]);
      await q.run('DELETE FROM device_registrations WHERE observer_id = ?', [obs.id]);
      await q.run('DELETE FROM notification_deliveries WHERE observer_id = ?', [obs.id]);
      await q.run('DELETE FROM observers WHERE id = ?', [obs.id]);
    }
    await bumpObservers(q, obs.ngo_id, -1);
    await settleSharedPhone(q, obs.phone);
    // Its tokens stop working on every instance.
    await announceChange(q, db.dialect, 'observers');
  });
  forgetObservers(db);
}

/** The caller's observers who checked in at a station of those counties within the number range, each once. */
export async function activeObservers(
  db: Db,
  p: StaffPrincipal,
  f: { countyCodes?: string[] | undefined; from?: number | undefined; to?: number | undefined },
): Promise<ObserverDto[]> {
  const { where, params } = observerWhere(p, {});
  const visit: string[] = ['v.observer_id = o.id'];
  const visitParams: SqlValue[] = [];
  if (f.countyCodes && f.countyCodes.length > 0) {
    visit.push(`c.code IN (${f.countyCodes.map(() => '?').join(', ')})`);
    visitParams.push(...f.countyCodes.map((c) => c.toUpperCase()));
  }
  if (f.from !== undefined) {
    visit.push('v.station_number >= ?');
    visitParams.push(f.from);
  }
  if (f.to !== undefined) {
    visit.push('v.station_number <= ?');
    visitParams.push(f.to);
  }
  const rows = await db.all<ObserverRow>(
    `SELECT ${OBSERVER_COLUMNS} FROM observers o JOIN ngos n ON n.id = o.ngo_id
      WHERE ${where} AND EXISTS (SELECT 1 FROM station_visits v JOIN counties c ON c.id = v.county_id WHERE ${visit.join(' AND ')})
      ORDER BY o.name_sort, o.id LIMIT 50000`,
    [...params, ...visitParams],
  );
  return rows.map(toObserverDto);
}

const AMBIGUOUS_PHONE = 'More than one observer has this phone number; choose the observer (observerId).';

/**
 * `reset-password` (a new PIN) or `device` (drop the device registrations) for exactly the
 * observer given by id, or for the one active observer the caller sees with that phone (more
 * than one is a 409, never a guess). Answers true, or the number of registrations removed.
 */
export async function resetObserver(
  db: Db,
  p: StaffPrincipal,
  r: {
    action: 'reset-password' | 'device';
    observerId?: number | undefined;
    phoneNumber?: string | undefined;
    pinHash?: string | undefined;
  },
): Promise<true | number> {
  return db.tx(async (q): Promise<true | number> => {
    let observerId: number;
    if (r.observerId !== undefined) {
      observerId = r.observerId;
    } else {
      const holders = await visiblePhoneHolders(q, r.phoneNumber ?? '', ngoScope(p));
      if (holders.length === 0) throw notFound('No observer has this phone number.');
      if (holders.length > 1) throw conflict(AMBIGUOUS_PHONE);
      observerId = holders[0]?.id ?? 0;
    }
    const obs = await findVisibleObserver(q, p, observerId);
    if (!obs) throw notFound('No such observer.');
    const audit = { entityType: 'observer', entityId: obs.id, ngoId: obs.ngo_id, label: observerLabel(obs) } as const;
    if (r.action === 'reset-password') {
      await q.run('UPDATE observers SET pin_hash = ? WHERE id = ?', [r.pinHash ?? '', obs.id]);
      await recordAudit(q, p, { ...audit, action: 'observer.pin-reset', summary: `PIN reset for ${observerLabel(obs)}` });
      return true;
    }
    const removed = await q.run('DELETE FROM device_registrations WHERE observer_id = ?', [obs.id]);
    await q.run('UPDATE observers SET device_register_date = NULL WHERE id = ?', [obs.id]);
    await recordAudit(q, p, {
      ...audit,
      action: 'observer.device-reset',
      summary: `${removed.changes} device registration(s) removed for ${observerLabel(obs)}`,
    });
    return removed.changes;
  });
}
