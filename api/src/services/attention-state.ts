import type { Queryable } from '../db/types.js';

/**
 * Keeps `observer_attention` (migration 012) in the transactions that change what "Needs
 * attention" reads, so each kind is one range of a small partial index instead of a scan of
 * every observer's check-ins, answers and notifications.
 */

async function ensureRow(q: Queryable, observerId: number, ngoId: number): Promise<void> {
  await q.run('INSERT INTO observer_attention (observer_id, ngo_id) VALUES (?, ?) ON CONFLICT (observer_id) DO NOTHING', [
    observerId,
    ngoId,
  ]);
}

/**
 * After a check-in (arrival or leave): the open check-in (the latest one without a leave time)
 * and, while there is one, silence counts from now. Then the left-with-urgent station.
 */
export async function afterCheckIn(q: Queryable, observerId: number, ngoId: number, now: string): Promise<void> {
  await ensureRow(q, observerId, ngoId);
  const open = await q.get<{ polling_station_id: number }>(
    `SELECT polling_station_id FROM station_visits WHERE observer_id = ? AND leave_time IS NULL
      ORDER BY last_modified DESC, polling_station_id DESC LIMIT 1`,
    [observerId],
  );
  await q.run('UPDATE observer_attention SET open_station_id = ?, active_since = ? WHERE observer_id = ?', [
    open?.polling_station_id ?? null,
    open ? now : null,
    observerId,
  ]);
  await refreshLeftUrgent(q, observerId);
}

/**
 * An answer or a note: the observer sent something, so silence starts again. Moved at most once
 * a minute (the hottest write path), so `since` of a silent observer is exact to the minute.
 */
export async function afterSent(q: Queryable, observerId: number, now: string): Promise<void> {
  const minuteAgo = new Date(Date.parse(now) - 60_000).toISOString();
  await q.run(
    `UPDATE observer_attention SET last_sent_at = ?, active_since = CASE WHEN open_station_id IS NULL THEN NULL ELSE ? END
      WHERE observer_id = ? AND (last_sent_at IS NULL OR last_sent_at < ?)`,
    [now, now, observerId, minuteAgo],
  );
}

/**
 * The observer's latest left station whose thread is urgent and not resolved. CROSS JOIN keeps
 * SQLite on the observer's own few visits first: with a plain JOIN, lacking statistics, it walked
 * every urgent open thread of every NGO (the triage index) and looked each visit up, 1.7 ms per
 * call at 1 M answers on the submission path. PostgreSQL plans it as the inner join it is.
 */
export const LEFT_URGENT_SQL = `SELECT v.polling_station_id, v.leave_time FROM station_visits v
      CROSS JOIN answer_threads t
      WHERE t.observer_id = v.observer_id AND t.polling_station_id = v.polling_station_id
        AND v.observer_id = ? AND v.leave_time IS NOT NULL AND t.urgent = 1 AND t.unresolved = 1
      ORDER BY v.leave_time DESC, v.polling_station_id DESC LIMIT 1`;

/**
 * Keeps the observer's left-with-urgent station (LEFT_URGENT_SQL). Called when a leave time, a
 * thread's urgency or its follow-up status may have changed.
 */
export async function refreshLeftUrgent(q: Queryable, observerId: number): Promise<void> {
  const left = await q.get<{ polling_station_id: number; leave_time: string }>(LEFT_URGENT_SQL, [observerId]);
  await q.run('UPDATE observer_attention SET left_station_id = ?, left_at = ? WHERE observer_id = ?', [
    left?.polling_station_id ?? null,
    left?.leave_time ?? null,
    observerId,
  ]);
}

/** Every recipient of a notification just stored: it is now their last one, unread. */
export async function afterNotificationStored(q: Queryable, notificationId: number, at: string): Promise<void> {
  await q.run(
    `INSERT INTO observer_attention (observer_id, ngo_id, notification_id, notification_at, notification_read_at)
     SELECT o.id, o.ngo_id, r.notification_id, ?, NULL
       FROM notification_recipients r JOIN observers o ON o.id = r.observer_id
      WHERE r.notification_id = ?
     ON CONFLICT (observer_id) DO UPDATE SET notification_id = excluded.notification_id,
       notification_at = excluded.notification_at, notification_read_at = NULL`,
    [at, notificationId],
  );
}

/** The observer read a notification: it counts when it is their last one. */
export async function afterNotificationRead(q: Queryable, observerId: number, notificationId: number, at: string): Promise<void> {
  await q.run(
    'UPDATE observer_attention SET notification_read_at = ? WHERE observer_id = ? AND notification_id = ? AND notification_read_at IS NULL',
    [at, observerId, notificationId],
  );
}

/** A retired observer needs no one's attention. */
export async function afterRetired(q: Queryable, observerId: number): Promise<void> {
  await q.run('DELETE FROM observer_attention WHERE observer_id = ?', [observerId]);
}

/**
 * Every observer's left-with-urgent station at once (an option's flag changed: many threads'
 * urgency may have). CROSS JOIN for the reason LEFT_URGENT_SQL gives, here once per observer.
 */
export const LEFT_URGENT_OF_ALL_SQL = `UPDATE observer_attention SET
      left_station_id = (SELECT v.polling_station_id FROM station_visits v
        CROSS JOIN answer_threads t
        WHERE t.observer_id = v.observer_id AND t.polling_station_id = v.polling_station_id
          AND v.observer_id = observer_attention.observer_id AND v.leave_time IS NOT NULL AND t.urgent = 1 AND t.unresolved = 1
        ORDER BY v.leave_time DESC, v.polling_station_id DESC LIMIT 1)`;

/** Runs LEFT_URGENT_OF_ALL_SQL, then sets each left station's leave time. */
export async function refreshLeftUrgentOfAll(q: Queryable): Promise<void> {
  await q.run(LEFT_URGENT_OF_ALL_SQL);
  await q.run(`UPDATE observer_attention SET left_at = (SELECT v.leave_time FROM station_visits v
      WHERE v.observer_id = observer_attention.observer_id AND v.polling_station_id = observer_attention.left_station_id)`);
}

/**
 * Builds every observer's row from the data (the seeds, which write check-ins, answers and
 * notifications in bulk rather than through the services above).
 */
export async function rebuildAttention(q: Queryable): Promise<void> {
  await q.run('DELETE FROM observer_attention');
  await q.run(`INSERT INTO observer_attention (observer_id, ngo_id)
    SELECT o.id, o.ngo_id FROM observers o WHERE o.retired = 0 AND (o.stations_count > 0
      OR EXISTS (SELECT 1 FROM notification_recipients r WHERE r.observer_id = o.id))`);
  await q.run(`UPDATE observer_attention SET
      open_station_id = (SELECT v.polling_station_id FROM station_visits v
        WHERE v.observer_id = observer_attention.observer_id AND v.leave_time IS NULL
        ORDER BY v.last_modified DESC, v.polling_station_id DESC LIMIT 1),
      last_sent_at = (SELECT MAX(t.last_modified) FROM answer_threads t WHERE t.observer_id = observer_attention.observer_id),
      notification_id = (SELECT MAX(r.notification_id) FROM notification_recipients r WHERE r.observer_id = observer_attention.observer_id)`);
  await q.run(`UPDATE observer_attention SET
      active_since = (SELECT MAX(v.last_modified) FROM station_visits v
        WHERE v.observer_id = observer_attention.observer_id AND v.polling_station_id = observer_attention.open_station_id)
    WHERE open_station_id IS NOT NULL`);
  await q.run(`UPDATE observer_attention SET active_since = last_sent_at
    WHERE open_station_id IS NOT NULL AND last_sent_at IS NOT NULL AND last_sent_at > active_since`);
  await q.run(`UPDATE observer_attention SET
      notification_at = (SELECT n.inserted_at FROM notifications n WHERE n.id = observer_attention.notification_id),
      notification_read_at = (SELECT r.read_at FROM notification_recipients r
        WHERE r.notification_id = observer_attention.notification_id AND r.observer_id = observer_attention.observer_id)
    WHERE notification_id IS NOT NULL`);
  await refreshLeftUrgentOfAll(q);
}
