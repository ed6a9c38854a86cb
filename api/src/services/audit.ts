import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { nowIso } from '../util.js';

/**
 * The audit trail (issue 26). Every staff write calls `recordAudit` with the Queryable of its own
 * transaction, so the event commits or rolls back with the change: a refused change (a 409, a
 * 404 found halfway) leaves no event, and no event exists without its change. Summaries are
 * built here from named fields; callers never pass a PIN, a password or a token (a PIN change
 * is written as "PIN changed", never its value).
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'observer.add',
  'observer.edit',
  'observer.delete',
  'observer.retire',
  'observer.pin-reset',
  'observer.device-reset',
  'observer.import',
  'station.import-locations',
  'observer.attention-handled',
  'form.create',
  'form.save',
  'form.publish',
  'form.unpublish',
  'form.reorder',
  'form.delete',
  'form.archive',
  'form.restore',
  'thread.follow-up',
  'thread.take-over',
  'ngo.attention-thresholds',
  'notification.send',
  'export.answers',
  'export.notes',
  'export.observers',
  'export.audit',
] as const;
type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['account', 'observer', 'ngo', 'form', 'thread', 'notification', 'export'] as const;
type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Who acted and from where: a staff principal carries all of it. */
export type AuditActor = Pick<StaffPrincipal, 'account' | 'ngoId' | 'ip' | 'requestId'>;

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number;
  summary: string;
  /** The item's name as it is now (an observer as `observerLabel`, a form's code); kept with the event. */
  label?: string | undefined;
  /** The NGO whose data this is, when not the actor's (an organizer acting on another NGO's observer). */
  ngoId?: number | null | undefined;
}

export interface AuditEvent {
  id: number;
  at: string;
  actor: string;
  ngoId: number | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  summary: string;
  label: string;
  ip: string;
  requestId: string;
}

const MAX_SUMMARY = 500;
const MAX_LABEL = 120;

/**
 * Writes one event inside the caller's transaction `q`, in one statement: the database's trigger
 * (migration 015) queues it for the indexer, which files it under its item and counts it for its NGO.
 */
export async function recordAudit(q: Queryable, actor: AuditActor, e: AuditEntry): Promise<void> {
  await q.run(
    `INSERT INTO audit_events (at, actor, ngo_id, action, entity_type, entity_id, summary, label, ip, request_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      nowIso(),
      actor.account,
      e.ngoId === undefined ? actor.ngoId : e.ngoId,
      e.action,
      e.entityType,
      String(e.entityId),
      clip(e.summary, MAX_SUMMARY),
      clip(e.label ?? '', MAX_LABEL),
      actor.ip,
      actor.requestId,
    ],
  );
}

/** An event that records no other write (a sign-in, an export): its own short transaction. */
async function recordAuditAlone(db: Db, actor: AuditActor, e: AuditEntry): Promise<void> {
  await db.tx((q) => recordAudit(q, actor, e));
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

/** A phone as the log shows it: the first four and last three digits (`0722…123`). */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? phone : `${phone.slice(0, 4)}…${phone.slice(-3)}`;
}

/** An observer as the log names them: `Ion Rusu (0722…123)`. */
export function observerLabel(o: { name: string; phone: string }): string {
  return `${clip(o.name, 60)} (${maskPhone(o.phone)})`;
}

/** `name: "A" → "B"; phone: 0722…001 → 0722…002`: the named fields that changed, before → after. */
export function describeChanges(fields: readonly { field: string; before: string; after: string; quote?: boolean }[]): string {
  const show = (v: string, quote: boolean) => (quote ? JSON.stringify(clip(v, 60)) : clip(v, 60));
  return fields
    .filter((f) => f.before !== f.after)
    .map((f) => `${f.field}: ${show(f.before, f.quote ?? true)} → ${show(f.after, f.quote ?? true)}`)
    .join('; ');
}

/** The filters an export was asked with, for its event: `county=AB, urgent=true`, or `no filters`. */
function filtersSummary(query: object): string {
  const given = Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return given.length === 0
    ? 'no filters'
    : given.map(([k, v]) => `${k}=${clip(Array.isArray(v) ? v.join('|') : String(v), 40)}`).join(', ');
}

/** Records that personal data left the system (an export), before its first byte is sent. */
export async function recordExport(
  db: Db,
  actor: AuditActor,
  what: 'answers' | 'notes' | 'observers' | 'audit',
  query: object,
): Promise<void> {
  await recordAuditAlone(db, actor, { action: `export.${what}`, entityType: 'export', entityId: what, summary: filtersSummary(query) });
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** A stored row: only recordAudit writes the table, so its action and type are the typed ones. */
interface AuditRow {
  id: number;
  at: string;
  actor: string;
  ngo_id: number | null;
  action: AuditAction;
  entity_type: AuditEntityType;
  entity_id: string;
  summary: string;
  label: string;
  ip: string;
  request_id: string;
}

const AUDIT_COLUMNS = 'id, at, actor, ngo_id, action, entity_type, entity_id, summary, label, ip, request_id';

function toEvent(r: AuditRow): AuditEvent {
  return {
    id: Number(r.id),
    at: r.at,
    actor: r.actor,
    ngoId: r.ngo_id === null ? null : Number(r.ngo_id),
    action: r.action,
    entityType: r.entity_type,
    entityId: r.entity_id,
    summary: r.summary,
    label: r.label,
    ip: r.ip,
    requestId: r.request_id,
  };
}

/**
 * How far apart in time two events may be written out of id order: instances' clocks differ a
 * little. A time filter's id bounds are widened by this, and the exact time condition stays.
 */
const CLOCK_SKEW_MS = 60_000;

const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * The caller's scope (an NGO admin: its NGO's events; the organizer: all) and the filters. A time
 * filter also bounds the ids (firstIdAtOrAfter), so a day of a million events is a range of the
 * primary key, not a walk over every event older or newer than it.
 */
async function auditWhere(q: Queryable, p: StaffPrincipal, f: AuditFilter): Promise<{ where: string; params: SqlValue[] }> {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  const scope = ngoScope(p);
  if (scope !== undefined) {
    clauses.push('ngo_id = ?');
    params.push(scope);
  }
  const add = (sql: string, v: SqlValue | undefined) => {
    if (v === undefined) return;
    clauses.push(sql);
    params.push(v);
  };
  add('actor = ?', f.actor);
  add('action = ?', f.action);
  add('entity_type = ?', f.entityType);
  add('at >= ?', f.from);
  add('at <= ?', f.to);
  const ends = f.from !== undefined || f.to !== undefined ? await auditIdEnds(q) : undefined;
  if (ends && f.from !== undefined) {
    const first = await firstIdAtOrAfter(q, ends, shifted(f.from, -CLOCK_SKEW_MS));
    if (first > ends.oldest) add('id >= ?', first);
  }
  if (ends && f.to !== undefined) {
    // None past the window: no bound, so an event written meanwhile (at "now") is not cut off.
    const past = await firstIdAtOrAfter(q, ends, shifted(f.to, CLOCK_SKEW_MS + 1));
    if (past <= ends.newest) add('id < ?', past);
  }
  return { where: clauses.length === 0 ? '1 = 1' : clauses.join(' AND '), params };
}

/**
 * An NGO's unfiltered total: its running count plus its events the indexer has not counted yet,
 * in one statement (an event is in one or the other). The queue is read first (CROSS JOIN): from
 * the NGO's index, SQLite walked every event of the NGO.
 */
export const NGO_TOTAL_SQL = `SELECT COALESCE((SELECT n FROM audit_counts WHERE ngo_id = ?), 0)
  + (SELECT COUNT(*) FROM audit_pending p CROSS JOIN audit_events e WHERE e.id = p.event_id AND e.ngo_id = ?) AS n`;

/** A page of the log, newest first. */
export async function listAudit(
  db: Db,
  p: StaffPrincipal,
  f: AuditFilter,
  paging: { limit: number; offset: number },
): Promise<{ rows: AuditEvent[]; total: number }> {
  const { where, params } = await auditWhere(db, p, f);
  const rows = await db.all<AuditRow>(`SELECT ${AUDIT_COLUMNS} FROM audit_events WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`, [
    ...params,
    paging.limit,
    paging.offset,
  ]);
  const filtered = [f.actor, f.action, f.entityType, f.from, f.to].some((v) => v !== undefined);
  const scope = ngoScope(p);
  // Unfiltered totals come from the running counts (a COUNT over a million events costs tens of ms)
  // plus the events the indexer has not counted yet, in one statement: an event is in one or the other.
  const total = filtered
    ? await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM audit_events WHERE ${where}`, params)
    : scope === undefined
      ? await db.get<{ n: number }>('SELECT (SELECT COALESCE(SUM(n), 0) FROM audit_counts) + (SELECT COUNT(*) FROM audit_pending) AS n')
      : await db.get<{ n: number }>(NGO_TOTAL_SQL, [scope, scope]);
  return { rows: rows.map(toEvent), total: Number(total?.n ?? 0) };
}

/** Every event the filters keep, newest first, a page at a time (the CSV export). */
export async function* auditPages(db: Db, p: StaffPrincipal, f: AuditFilter): AsyncGenerator<AuditEvent[]> {
  const { where, params } = await auditWhere(db, p, f);
  // Keyset pages; the first has no bound (PostgreSQL's INTEGER id refuses a bound past 2^31).
  let before: number | undefined;
  for (;;) {
    const rows = await db.all<AuditRow>(
      `SELECT ${AUDIT_COLUMNS} FROM audit_events WHERE ${where}${before === undefined ? '' : ' AND id < ?'} ORDER BY id DESC LIMIT 1000`,
      before === undefined ? params : [...params, before],
    );
    if (rows.length === 0) return;
    yield rows.map(toEvent);
    before = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * One item's history, newest first (at most 500 events), within the caller's scope. Forms are
 * shared by every NGO, so every staff member reads a form's whole history. The item's filed
 * events and those the indexer has not reached yet (a few, written in the last second or so).
 */
export async function entityHistory(db: Db, p: StaffPrincipal, entityType: string, entityId: string): Promise<AuditEvent[]> {
  const scope = entityType === 'form' ? undefined : ngoScope(p);
  const rows = await db.all<AuditRow>(
    `SELECT ${AUDIT_COLUMNS} FROM audit_events
      WHERE id IN (SELECT event_id FROM audit_by_entity WHERE entity_type = ? AND entity_id = ?
                   UNION ALL SELECT event_id FROM audit_pending)
        AND entity_type = ? AND entity_id = ?${scope === undefined ? '' : ' AND ngo_id = ?'}
      ORDER BY id DESC LIMIT 500`,
    [entityType, entityId, entityType, entityId, ...(scope === undefined ? [] : [scope])],
  );
  return rows.map(toEvent);
}

/**
 * The oldest and newest event ids. Two subqueries: SQLite reads MIN and MAX of one query by walking
 * every event (117 ms at a million), and each alone as one end of the primary key.
 */
export const AUDIT_ID_ENDS_SQL = 'SELECT (SELECT MIN(id) FROM audit_events) AS lo, (SELECT MAX(id) FROM audit_events) AS hi';

interface IdEnds {
  oldest: number;
  newest: number;
}

/** The oldest and newest event ids; undefined when there are no events. */
async function auditIdEnds(q: Queryable): Promise<IdEnds | undefined> {
  const ends = await q.get<{ lo: number | null; hi: number | null }>(AUDIT_ID_ENDS_SQL);
  if (ends?.lo === null || ends?.lo === undefined || ends.hi === null) return undefined;
  return { oldest: Number(ends.lo), newest: Number(ends.hi) };
}

/**
 * The id of the first event at or after `at`; the newest id + 1 when there is none. Events are
 * appended with `at` = now, so `at` grows with the id (to within the clock skew of two instances:
 * CLOCK_SKEW_MS): a binary search by the primary key, about 20 lookups at a million events, where
 * an index on `at` would cost every event's write one more b-tree.
 */
async function firstIdAtOrAfter(q: Queryable, ends: IdEnds, at: string): Promise<number> {
  let lo = ends.oldest;
  let hi = ends.newest + 1;
  // Invariant: every event below `lo` is older than `at`; the first event at or above `hi` is not (or there is none).
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    const row = await q.get<{ id: number; at: string }>('SELECT id, at FROM audit_events WHERE id >= ? ORDER BY id LIMIT 1', [mid]);
    if (row && row.at < at) lo = Number(row.id) + 1;
    else hi = mid;
  }
  return lo;
}

/** The first id to keep: the first event at or after `cutoff`, but never past the newest. */
async function firstKeptId(q: Queryable, cutoff: string): Promise<number | undefined> {
  const ends = await auditIdEnds(q);
  if (!ends) return undefined;
  // The newest event always stays: SQLite gives the next event the largest id + 1 (migration
  // 016), so ids only grow as long as the largest is never deleted.
  return Math.min(await firstIdAtOrAfter(q, ends, cutoff), ends.newest);
}

/**
 * The retention job: deletes events older than `days` (the id range below the first event kept),
 * their entries in the item index, and takes them off the running counts (a decrement per NGO,
 * so the counts' rows are locked only briefly); answers how many went.
 */
export async function pruneAudit(db: Db, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  return db.tx(async (q) => {
    const keep = await firstKeptId(q, cutoff);
    if (keep === undefined) return 0;
    // Only filed events are in the running counts; pending ones go with their queue entry.
    const old = await q.all<{ k: number; n: number }>(
      `SELECT COALESCE(ngo_id, 0) AS k, COUNT(*) AS n FROM audit_events
        WHERE id < ? AND id NOT IN (SELECT event_id FROM audit_pending WHERE event_id < ?) GROUP BY COALESCE(ngo_id, 0)`,
      [keep, keep],
    );
    await q.run(
      `DELETE FROM audit_by_entity WHERE (entity_type, entity_id, event_id) IN
         (SELECT entity_type, entity_id, id FROM audit_events WHERE id < ?)`,
      [keep],
    );
    await q.run('DELETE FROM audit_pending WHERE event_id < ?', [keep]);
    const r = await q.run('DELETE FROM audit_events WHERE id < ?', [keep]);
    for (const o of old) await q.run('UPDATE audit_counts SET n = n - ? WHERE ngo_id = ?', [Number(o.n), Number(o.k)]);
    return r.changes;
  });
}

/** Rebuilds the running counts (the filed events') from the rows. */
export async function recomputeAuditCounts(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await q.run('DELETE FROM audit_counts');
    await q.run(
      `INSERT INTO audit_counts (ngo_id, n) SELECT COALESCE(ngo_id, 0), COUNT(*) FROM audit_events
        WHERE id NOT IN (SELECT event_id FROM audit_pending) GROUP BY COALESCE(ngo_id, 0)`,
    );
  });
}
