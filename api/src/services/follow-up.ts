import type { Db, Queryable } from '../db/types.js';
import { refreshLeftUrgent } from './attention-state.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { notFound } from '../http/problem.js';
import { describeChanges, observerLabel, recordAudit } from './audit.js';

/** The migration that created the audit trail (007_audit): staff changes since are its events. */
const AUDIT_MIGRATION = 7;

/** Contract "Follow-up": a thread's triage status, set by staff. */
export const FOLLOW_UP_STATUSES = ['none', 'needed', 'resolved'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export interface FollowUpState {
  followUp: FollowUpStatus;
  followUpBy: string | null;
  followUpAt: string | null;
}

export interface FollowUpChange {
  status: FollowUpStatus;
  by: string | null;
  at: string;
  audited: boolean;
}

/** The thread if the caller may see it (its observer is in the caller's NGO, or organizer); else 404. */
export async function requireVisibleThread(q: Queryable, p: StaffPrincipal, observerId: number, stationId: number): Promise<number> {
  const row = await q.get<{ ngo_id: number }>('SELECT ngo_id FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?', [
    observerId,
    stationId,
  ]);
  const scope = ngoScope(p);
  if (!row || (scope !== undefined && row.ngo_id !== scope)) throw notFound('No such thread.');
  return row.ngo_id;
}

interface VisibleThread {
  ngoId: number;
  followUp: FollowUpStatus;
  /** As the audit trail names a thread: `Ion Rusu (0722…123), AB 12`. */
  label: string;
}

/**
 * requireVisibleThread for a write the audit trail records: the thread's status before and its
 * name for the event come in the same read (one round trip: the event's cost on a follow-up change).
 */
export async function requireVisibleThreadForChange(
  q: Queryable,
  p: StaffPrincipal,
  observerId: number,
  stationId: number,
): Promise<VisibleThread> {
  const row = await q.get<{ ngo_id: number; follow_up: FollowUpStatus; name: string; phone: string; code: string; number: number }>(
    `SELECT t.ngo_id, t.follow_up, o.name, o.phone, c.code, s.number
       FROM answer_threads t
       JOIN observers o ON o.id = t.observer_id
       JOIN polling_stations s ON s.id = t.polling_station_id
       JOIN counties c ON c.id = s.county_id
      WHERE t.observer_id = ? AND t.polling_station_id = ?`,
    [observerId, stationId],
  );
  const scope = ngoScope(p);
  if (!row || (scope !== undefined && row.ngo_id !== scope)) throw notFound('No such thread.');
  return { ngoId: row.ngo_id, followUp: row.follow_up, label: `${observerLabel(row)}, ${row.code} ${row.number}` };
}

/** A thread's id in the audit trail: `observerId-pollingStationId`. */
export const threadKey = (observerId: number, stationId: number): string => `${observerId}-${stationId}`;

/** Sets the status (by = account name, null for the system) and records the change. */
async function setFollowUp(
  q: Queryable,
  observerId: number,
  stationId: number,
  status: FollowUpStatus,
  by: string | null,
  at: string,
): Promise<FollowUpState> {
  await q.run(
    'UPDATE answer_threads SET follow_up = ?, unresolved = ?, follow_up_by = ?, follow_up_at = ? WHERE observer_id = ? AND polling_station_id = ?',
    [status, status !== 'resolved', by, at, observerId, stationId],
  );
  await recordChange(q, observerId, stationId, status, by, at);
  await refreshLeftUrgent(q, observerId);
  return { followUp: status, followUpBy: by, followUpAt: at };
}

/**
 * A new flagged answer on a resolved thread needs looking at again: the status goes back to
 * `needed`, set by the system (by = null), and the change is in the history.
 */
export async function reopenOnFlaggedAnswer(q: Queryable, observerId: number, stationId: number, at: string): Promise<void> {
  const r = await q.run(
    `UPDATE answer_threads SET follow_up = 'needed', unresolved = 1, follow_up_by = NULL, follow_up_at = ?
      WHERE observer_id = ? AND polling_station_id = ? AND follow_up = 'resolved'`,
    [at, observerId, stationId],
  );
  if (r.changes > 0) {
    await recordChange(q, observerId, stationId, 'needed', null, at);
    await refreshLeftUrgent(q, observerId);
  }
}

/**
 * A thread's status changes, newest first. `audited` says which are also events of the audit
 * trail: staff changes made since the trail began (migration 7, the audit table, applied then).
 * Staff changes from before have no event, and none is made up for them: a backfilled event would
 * claim a record taken in the change's transaction (with its client address and request id)
 * that never was, and would sit at a new id among newer events. The thread's history reads them
 * from here instead.
 */
export async function followUpHistory(q: Queryable, observerId: number, stationId: number): Promise<FollowUpChange[]> {
  const rows = await q.all<{ status: FollowUpStatus; by_account: string | null; at: string }>(
    'SELECT status, by_account, at FROM follow_up_history WHERE observer_id = ? AND polling_station_id = ? ORDER BY id DESC',
    [observerId, stationId],
  );
  const trailSince = (await q.get<{ applied_at: string }>('SELECT applied_at FROM schema_migrations WHERE version = ?', [AUDIT_MIGRATION]))
    ?.applied_at;
  return rows.map((r) => ({
    status: r.status,
    by: r.by_account,
    at: r.at,
    audited: r.by_account !== null && trailSince !== undefined && r.at >= trailSince,
  }));
}

async function recordChange(
  q: Queryable,
  observerId: number,
  stationId: number,
  status: FollowUpStatus,
  by: string | null,
  at: string,
): Promise<void> {
  await q.run('INSERT INTO follow_up_history (observer_id, polling_station_id, status, by_account, at) VALUES (?, ?, ?, ?, ?)', [
    observerId,
    stationId,
    status,
    by,
    at,
  ]);
}

/** Sets the status of a thread the caller may see (404 otherwise), by the caller, now. */
export async function setVisibleFollowUp(
  db: Db,
  p: StaffPrincipal,
  observerId: number,
  stationId: number,
  status: FollowUpStatus,
  at: string,
): Promise<FollowUpState> {
  return db.tx(async (q) => {
    const thread = await requireVisibleThreadForChange(q, p, observerId, stationId);
    const state = await setFollowUp(q, observerId, stationId, status, p.account, at);
    // A follow-up change ends the caller's claim ("being handled by"): the handling is done.
    await q.run(
      'UPDATE answer_threads SET claimed_by = NULL, claimed_until = NULL WHERE observer_id = ? AND polling_station_id = ? AND claimed_by = ?',
      [observerId, stationId, p.account],
    );
    await recordAudit(q, p, {
      action: 'thread.follow-up',
      entityType: 'thread',
      entityId: threadKey(observerId, stationId),
      ngoId: thread.ngoId,
      label: thread.label,
      summary: describeChanges([{ field: 'follow-up', before: thread.followUp, after: status, quote: false }]) || `follow-up: ${status}`,
    });
    return state;
  });
}
