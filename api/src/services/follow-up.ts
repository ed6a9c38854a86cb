import type { Db, Queryable } from '../db/types.js';
import { refreshLeftUrgent } from './attention-state.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { notFound } from '../http/problem.js';
import { describeChanges, recordAudit } from './audit.js';

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

export async function followUpHistory(q: Queryable, observerId: number, stationId: number): Promise<FollowUpChange[]> {
  const rows = await q.all<{ status: FollowUpStatus; by_account: string | null; at: string }>(
    'SELECT status, by_account, at FROM follow_up_history WHERE observer_id = ? AND polling_station_id = ? ORDER BY id DESC',
    [observerId, stationId],
  );
  return rows.map((r) => ({ status: r.status, by: r.by_account, at: r.at }));
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
    const ngoId = await requireVisibleThread(q, p, observerId, stationId);
    const before = await q.get<{ follow_up: FollowUpStatus }>(
      'SELECT follow_up FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?',
      [observerId, stationId],
    );
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
      ngoId,
      summary:
        describeChanges([{ field: 'follow-up', before: before?.follow_up ?? 'none', after: status, quote: false }]) ||
        `follow-up: ${status}`,
    });
    return state;
  });
}
