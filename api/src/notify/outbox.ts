import { insertMany } from '../db/bulk.js';
import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { PushMessage, PushOutcome } from './sender.js';

/**
 * The outbox's SQL (migration 012): deliveries are the rows of `notification_recipients`.
 * `pending` rows that are due are claimed (`sending`, with this instance's id and a lease),
 * sent, then settled: `sent`, `failed`, `no_device`, or `pending` again with a later `due_at`.
 */

export interface Claimed extends PushMessage {
  attempts: number;
  channelName: string;
}

/**
 * Row-value keys for an IN list: (notification_id, observer_id) IN (VALUES (?, ?), …). The casts
 * give PostgreSQL the VALUES columns' type (untyped parameters would be read as text).
 */
function keys(rows: readonly { notificationId: number; observerId: number }[]): { sql: string; params: SqlValue[] } {
  return {
    sql: `(notification_id, observer_id) IN (VALUES ${rows.map(() => '(CAST(? AS INTEGER), CAST(? AS INTEGER))').join(', ')})`,
    params: rows.flatMap((r) => [r.notificationId, r.observerId]),
  };
}

/**
 * Claims up to `limit` due deliveries for this instance until `leaseUntil`. On PostgreSQL the
 * due rows are locked with FOR UPDATE SKIP LOCKED, so instances claiming at the same moment get
 * different rows. Recipients without a device for the notification's channel are settled as
 * `no_device` in the same transaction; the others are returned, to be sent.
 */
export async function claimDue(db: Db, instance: string, nowMs: number, leaseUntil: number, limit: number): Promise<Claimed[]> {
  const lock = db.dialect === 'postgres' ? ' FOR UPDATE SKIP LOCKED' : '';
  return db.tx(async (q) => {
    const due = await q.all<{ notification_id: number; observer_id: number }>(
      `SELECT notification_id, observer_id FROM notification_recipients
        WHERE status = 'pending' AND due_at <= ? ORDER BY due_at LIMIT ?${lock}`,
      [nowMs, limit],
    );
    if (due.length === 0) return [];
    const k = keys(due.map((d) => ({ notificationId: d.notification_id, observerId: d.observer_id })));
    await q.run(
      `UPDATE notification_recipients SET status = 'sending', claimed_by = ?, lease_until = ?, attempts = attempts + 1
        WHERE status = 'pending' AND ${k.sql}`,
      [instance, leaseUntil, ...k.params],
    );
    const rows = await q.all<{
      notification_id: number;
      observer_id: number;
      attempts: number;
      title: string;
      body: string;
      token: string | null;
      channel_name: string | null;
    }>(
      `SELECT r.notification_id, r.observer_id, r.attempts, n.title, n.body, d.token, d.channel_name
         FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
         LEFT JOIN device_registrations d ON d.observer_id = r.observer_id AND LOWER(d.channel_name) = LOWER(n.channel)
        WHERE r.claimed_by = ? AND r.status = 'sending' AND ${k.sql.replace(/notification_id, observer_id/, 'r.notification_id, r.observer_id')}`,
      [instance, ...k.params],
    );
    const noDevice = rows.filter((r) => r.token === null);
    if (noDevice.length > 0) {
      const nd = keys(noDevice.map((r) => ({ notificationId: r.notification_id, observerId: r.observer_id })));
      await q.run(
        `UPDATE notification_recipients SET status = 'no_device', done_at = ?, claimed_by = NULL, lease_until = NULL
          WHERE ${nd.sql}`,
        [new Date(nowMs).toISOString(), ...nd.params],
      );
    }
    return rows
      .filter((r) => r.token !== null)
      .map((r) => ({
        notificationId: r.notification_id,
        observerId: r.observer_id,
        attempts: r.attempts,
        title: r.title,
        body: r.body,
        token: r.token ?? '',
        channelName: r.channel_name ?? '',
      }));
  });
}

export interface Settled {
  claim: Claimed;
  outcome: PushOutcome;
  /** Set when the outcome is a retry that still has attempts left: when it is due again. */
  retryAt?: number | undefined;
}

/**
 * Records what the provider said, for the rows this instance still holds (a row whose lease ran
 * out and was settled elsewhere is left alone), with one line per attempt in the delivery log.
 * A token the provider calls unregistered or invalid is removed from the observer.
 */
export async function settle(db: Db, instance: string, nowMs: number, results: readonly Settled[], logStatus?: string): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await db.tx(async (q) => {
    // The common case, many sent at once, is one statement; the rest one each (rare).
    const sent = results.filter((r) => r.outcome.kind === 'sent');
    if (sent.length > 0) {
      const k = keys(sent.map((r) => r.claim));
      await q.run(
        `UPDATE notification_recipients SET status = 'sent', done_at = ?, claimed_by = NULL, lease_until = NULL, last_error = NULL
          WHERE status = 'sending' AND claimed_by = ? AND ${k.sql}`,
        [at, instance, ...k.params],
      );
    }
    for (const r of results) {
      if (r.outcome.kind === 'sent') continue;
      const again = r.outcome.kind === 'retry' && r.retryAt !== undefined;
      await q.run(
        `UPDATE notification_recipients SET status = ?, due_at = ?, done_at = ?, claimed_by = NULL, lease_until = NULL, last_error = ?
          WHERE notification_id = ? AND observer_id = ? AND status = 'sending' AND claimed_by = ?`,
        [
          again ? 'pending' : r.outcome.kind === 'unregistered' ? 'no_device' : 'failed',
          again ? (r.retryAt ?? nowMs) : nowMs,
          again ? null : at,
          r.outcome.error,
          r.claim.notificationId,
          r.claim.observerId,
          instance,
        ],
      );
    }
    for (const r of results) if (r.outcome.kind === 'unregistered') await forgetToken(q, r.claim);
    await insertMany(
      q,
      'notification_deliveries',
      ['notification_id', 'observer_id', 'channel_name', 'token', 'status', 'attempted_at'],
      results.map((r) => [r.claim.notificationId, r.claim.observerId, r.claim.channelName, r.claim.token, logStatus ?? logOf(r), at]),
      100,
    );
  });
}

function logOf(r: Settled): string {
  if (r.outcome.kind === 'retry') return r.retryAt === undefined ? 'failed' : 'retry';
  return r.outcome.kind;
}

/** The token stays only if the observer has not registered a new one since. */
async function forgetToken(q: Queryable, c: Claimed): Promise<void> {
  await q.run('DELETE FROM device_registrations WHERE observer_id = ? AND channel_name = ? AND token = ?', [
    c.observerId,
    c.channelName,
    c.token,
  ]);
  await q.run(
    'UPDATE observers SET device_register_date = NULL WHERE id = ? AND NOT EXISTS (SELECT 1 FROM device_registrations d WHERE d.observer_id = observers.id)',
    [c.observerId],
  );
}

/**
 * Deliveries left `sending` by an instance that stopped mid-send (killed, its host lost): their
 * lease ran out, or (`all`, at the start of the only SQLite process) nobody else can hold them.
 * Their request was written to the provider (or was being written: the worker claims only what
 * it sends at once), so sending again could reach the observer twice: they are settled as `sent`,
 * marked unconfirmed, and never sent again (at most once; a notification's collapse key would
 * also fold a repeat into the first on the phone).
 */
export async function settleAbandoned(db: Db, nowMs: number, all: boolean): Promise<number> {
  const r = await db.run(
    `UPDATE notification_recipients SET status = 'sent', done_at = ?, claimed_by = NULL, lease_until = NULL,
        last_error = 'unconfirmed: the instance stopped before the provider answered'
      WHERE status = 'sending' AND (? = 1 OR lease_until < ?)`,
    [new Date(nowMs).toISOString(), all ? 1 : 0, nowMs],
  );
  return r.changes;
}

/** Deliveries not settled yet (pending or being sent): the outbox's depth. */
export async function outboxDepth(db: Db): Promise<number> {
  // Two counts, each answered by its partial index.
  const pending = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM notification_recipients WHERE status = 'pending'");
  const sending = await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM notification_recipients WHERE status = 'sending'");
  return Number(pending?.n ?? 0) + Number(sending?.n ?? 0);
}

/** When the next pending delivery is due (ms), if any. */
export async function nextDue(db: Db): Promise<number | undefined> {
  const row = await db.get<{ due: number | null }>("SELECT MIN(due_at) AS due FROM notification_recipients WHERE status = 'pending'");
  return row?.due === null || row?.due === undefined ? undefined : Number(row.due);
}
