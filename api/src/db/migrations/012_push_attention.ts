import type { Queryable } from '../types.js';

/**
 * Push delivery (issue 25): an outbox, read receipts, and what "Needs attention" reads.
 *
 * - `notification_recipients` becomes the outbox: one row per recipient carries its delivery
 *   `status` (`pending`, `sending` while an instance holds it, `sent`, `failed`, `no_device`),
 *   its attempts, when it is next due (`due_at`, ms), who holds it and until when (`claimed_by`,
 *   `lease_until`, ms), the last error and the observer's `read_at`. Workers find due rows through
 *   the partial index on pending rows only. Recipients of notifications sent before this
 *   migration were delivered at once (recorded): `sent` when a delivery row exists, else `no_device`.
 * - `observer_attention`: one row per observer who has checked in or been sent a notification,
 *   kept in the transactions that change it, so each kind of "Needs attention" is one range of a
 *   small partial index: silent (an open check-in, `active_since` = the later of that check-in and
 *   the last answer or note), left with urgent open (`left_at` = the latest leave of a station
 *   whose thread is urgent and not resolved), unread (the last notification, unread).
 *   A retired observer's row is deleted. Not started reads `observers` (no check-in yet)
 *   through an index whose leading columns are its equalities (retired, stations_count): a
 *   partial index on them lost, without statistics, to SQLite's equality on `retired` alone and
 *   its walk of every observer.
 * - `attention_handled`: who marked an observer handled for a kind, and when; it counts for the
 *   episode that started before it (handled_at >= the item's `since`). Read by kind (its index)
 *   to count a kind's handled rows.
 * - `attention_thresholds`: each NGO's remembered thresholds.
 */
export const pushAttention = `
ALTER TABLE notification_recipients ADD COLUMN status TEXT NOT NULL DEFAULT 'pending';
ALTER TABLE notification_recipients ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE notification_recipients ADD COLUMN due_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE notification_recipients ADD COLUMN claimed_by TEXT;
ALTER TABLE notification_recipients ADD COLUMN lease_until BIGINT;
ALTER TABLE notification_recipients ADD COLUMN done_at TEXT;
ALTER TABLE notification_recipients ADD COLUMN last_error TEXT;
ALTER TABLE notification_recipients ADD COLUMN read_at TEXT;
UPDATE notification_recipients SET status = CASE WHEN EXISTS (
    SELECT 1 FROM notification_deliveries d
     WHERE d.notification_id = notification_recipients.notification_id AND d.observer_id = notification_recipients.observer_id)
  THEN 'sent' ELSE 'no_device' END;
CREATE INDEX notification_recipients_due ON notification_recipients (due_at) WHERE status = 'pending';
CREATE INDEX notification_recipients_sending ON notification_recipients (lease_until) WHERE status = 'sending';
CREATE INDEX notification_recipients_status ON notification_recipients (notification_id, status, read_at);
CREATE INDEX notification_recipients_observer ON notification_recipients (observer_id, notification_id);

CREATE TABLE observer_attention (
  observer_id INTEGER PRIMARY KEY REFERENCES observers(id),
  ngo_id INTEGER NOT NULL,
  open_station_id INTEGER,
  active_since TEXT,
  last_sent_at TEXT,
  left_station_id INTEGER,
  left_at TEXT,
  notification_id INTEGER,
  notification_at TEXT,
  notification_read_at TEXT
);
CREATE INDEX observer_attention_silent ON observer_attention (ngo_id, active_since, observer_id) WHERE open_station_id IS NOT NULL;
CREATE INDEX observer_attention_silent_all ON observer_attention (active_since, observer_id) WHERE open_station_id IS NOT NULL;
CREATE INDEX observer_attention_left ON observer_attention (ngo_id, left_at, observer_id) WHERE left_at IS NOT NULL;
CREATE INDEX observer_attention_left_all ON observer_attention (left_at, observer_id) WHERE left_at IS NOT NULL;
CREATE INDEX observer_attention_unread ON observer_attention (ngo_id, notification_at, observer_id)
  WHERE notification_id IS NOT NULL AND notification_read_at IS NULL;
CREATE INDEX observer_attention_unread_all ON observer_attention (notification_at, observer_id)
  WHERE notification_id IS NOT NULL AND notification_read_at IS NULL;
CREATE INDEX observers_not_started ON observers (ngo_id, retired, stations_count, name_sort, id);
CREATE INDEX observers_not_started_all ON observers (retired, stations_count, name_sort, id);

CREATE TABLE attention_handled (
  observer_id INTEGER NOT NULL REFERENCES observers(id),
  kind TEXT NOT NULL,
  handled_by TEXT NOT NULL,
  handled_at TEXT NOT NULL,
  PRIMARY KEY (observer_id, kind)
);
CREATE INDEX attention_handled_kind ON attention_handled (kind, observer_id);

CREATE TABLE attention_thresholds (
  ngo_id INTEGER PRIMARY KEY REFERENCES ngos(id),
  silent_minutes INTEGER NOT NULL,
  not_started_minute INTEGER NOT NULL,
  unread_minutes INTEGER NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;

/**
 * Fills observer_attention from the rows already there (this migration's own copy of the
 * rules, so a later change to the app cannot change what it did).
 */
export async function fillAttention(q: Queryable): Promise<void> {
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
  await q.run(`UPDATE observer_attention SET
      left_station_id = (SELECT v.polling_station_id FROM station_visits v
        JOIN answer_threads t ON t.observer_id = v.observer_id AND t.polling_station_id = v.polling_station_id
        WHERE v.observer_id = observer_attention.observer_id AND v.leave_time IS NOT NULL AND t.urgent = 1 AND t.unresolved = 1
        ORDER BY v.leave_time DESC, v.polling_station_id DESC LIMIT 1)`);
  await q.run(`UPDATE observer_attention SET
      left_at = (SELECT v.leave_time FROM station_visits v
        WHERE v.observer_id = observer_attention.observer_id AND v.polling_station_id = observer_attention.left_station_id)
    WHERE left_station_id IS NOT NULL`);
}
