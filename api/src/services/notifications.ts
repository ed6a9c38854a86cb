import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { notFound } from '../http/problem.js';
import { recordAudit } from './audit.js';
import { afterNotificationRead, afterNotificationStored } from './attention-state.js';

export interface NotificationMessage {
  channel?: string | undefined;
  from?: string | undefined;
  title: string;
  message: string;
}

/**
 * Stores the notification and one pending delivery per recipient (the outbox) in the caller's
 * transaction; the delivery workers send them after it commits (the route wakes them).
 */
async function storeOutbox(
  q: Queryable,
  p: StaffPrincipal,
  body: NotificationMessage,
  recipientSelects: { sql: string; params: SqlValue[] }[],
  nowMs: number,
): Promise<number> {
  const staff = await q.get<{ id: number }>('SELECT id FROM staff_accounts WHERE account = ?', [p.account]);
  const at = new Date(nowMs).toISOString();
  const notificationId = await q.insert(
    `INSERT INTO notifications (sender_staff_id, sender_account, sender_ngo_id, channel, from_name, title, body, inserted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [staff?.id ?? null, p.account, p.ngoId, body.channel ?? 'Firebase', body.from ?? null, body.title, body.message, at],
  );
  let inserted = 0;
  for (const sel of recipientSelects) {
    const r = await q.run(
      `INSERT INTO notification_recipients (notification_id, observer_id, status, due_at)
       SELECT ?, o.id, 'pending', ? FROM observers o WHERE ${sel.sql}`,
      [notificationId, nowMs, ...sel.params],
    );
    inserted += r.changes;
  }
  await recordAudit(q, p, {
    action: 'notification.send',
    entityType: 'notification',
    entityId: notificationId,
    summary: `${JSON.stringify(body.title.slice(0, 80))} to ${inserted} observer(s)`,
    label: body.title,
  });
  await afterNotificationStored(q, notificationId, at);
  return inserted;
}

/** Sends to the given observers: every one must be an active observer the caller sees, or nothing is sent (404). */
export async function sendToObservers(
  db: Db,
  p: StaffPrincipal,
  body: NotificationMessage,
  recipients: readonly number[],
  nowMs: number,
): Promise<number> {
  const ids = [...new Set(recipients)];
  const scope = ngoScope(p);
  return db.tx(async (q) => {
    let visible = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const row = await q.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM observers WHERE retired = 0 AND id IN (${chunk.map(() => '?').join(', ')})${scope === undefined ? '' : ' AND ngo_id = ?'}`,
        scope === undefined ? chunk : [...chunk, scope],
      );
      visible += row?.n ?? 0;
    }
    if (visible !== ids.length) throw notFound('One or more recipients do not exist.');
    const selects: { sql: string; params: SqlValue[] }[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      selects.push({ sql: `o.id IN (${chunk.map(() => '?').join(', ')})`, params: chunk });
    }
    return storeOutbox(q, p, body, selects, nowMs);
  });
}

/** Sends to every active observer the caller sees. */
export async function sendToAll(db: Db, p: StaffPrincipal, body: NotificationMessage, nowMs: number): Promise<number> {
  const scope = ngoScope(p);
  return db.tx((q) =>
    storeOutbox(
      q,
      p,
      body,
      [scope === undefined ? { sql: 'o.retired = 0', params: [] } : { sql: 'o.retired = 0 AND o.ngo_id = ?', params: [scope] }],
      nowMs,
    ),
  );
}

export interface SentNotification {
  id: number;
  title: string;
  body: string;
  channel: string;
  insertedAt: string;
  senderAccount: string;
  senderNgoName: string;
  sentObserverIds: number[];
  delivery: DeliveryCounts;
}

/** Where a notification's deliveries are: `pending` includes those being sent right now. */
export interface DeliveryCounts {
  pending: number;
  sent: number;
  failed: number;
  noDevice: number;
  read: number;
}

/** A delivery's status on the wire (`sending` is still `pending` to the reader). */
type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'no_device';

const wireStatus = (s: string): DeliveryStatus => (s === 'sending' ? 'pending' : (s as DeliveryStatus));

async function deliveryCounts(db: Queryable, ids: readonly number[]): Promise<Map<number, DeliveryCounts>> {
  const counts = new Map<number, DeliveryCounts>();
  if (ids.length === 0) return counts;
  const rows = await db.all<{ notification_id: number; status: string; n: number; r: number }>(
    `SELECT notification_id, status, COUNT(*) AS n, COUNT(read_at) AS r FROM notification_recipients
      WHERE notification_id IN (${ids.map(() => '?').join(', ')}) GROUP BY notification_id, status`,
    ids,
  );
  for (const row of rows) {
    const c = counts.get(row.notification_id) ?? { pending: 0, sent: 0, failed: 0, noDevice: 0, read: 0 };
    const n = Number(row.n);
    const status = wireStatus(row.status);
    if (status === 'no_device') c.noDevice += n;
    else c[status] += n;
    c.read += Number(row.r);
    counts.set(row.notification_id, c);
  }
  return counts;
}

/** One page of what the caller's NGO sent (organizers: every NGO), newest first. */
export async function sentNotifications(
  db: Db,
  p: StaffPrincipal,
  page: { limit: number; offset: number },
  onlyId?: number,
): Promise<{ rows: SentNotification[]; total: number }> {
  const scope = ngoScope(p);
  const clauses = [...(scope === undefined ? [] : ['n.sender_ngo_id = ?']), ...(onlyId === undefined ? [] : ['n.id = ?'])];
  const where = clauses.length === 0 ? '1 = 1' : clauses.join(' AND ');
  const params: SqlValue[] = [...(scope === undefined ? [] : [scope]), ...(onlyId === undefined ? [] : [onlyId])];
  const total = await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM notifications n WHERE ${where}`, params);
  const rows = await db.all<{
    id: number;
    title: string;
    body: string;
    channel: string;
    inserted_at: string;
    sender_account: string;
    ngo_name: string;
  }>(
    `SELECT n.id, n.title, n.body, n.channel, n.inserted_at, n.sender_account, g.name AS ngo_name
       FROM notifications n JOIN ngos g ON g.id = n.sender_ngo_id
      WHERE ${where} ORDER BY n.inserted_at DESC, n.id DESC LIMIT ? OFFSET ?`,
    [...params, page.limit, page.offset],
  );
  const recipients = new Map<number, number[]>();
  const counts = await deliveryCounts(
    db,
    rows.map((r) => r.id),
  );
  if (rows.length > 0) {
    const ids = rows.map((r) => r.id);
    const rs = await db.all<{ notification_id: number; observer_id: number }>(
      `SELECT notification_id, observer_id FROM notification_recipients WHERE notification_id IN (${ids.map(() => '?').join(', ')}) ORDER BY observer_id`,
      ids,
    );
    for (const r of rs) {
      const list = recipients.get(r.notification_id) ?? [];
      list.push(r.observer_id);
      recipients.set(r.notification_id, list);
    }
  }
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      title: r.title,
      body: r.body,
      channel: r.channel,
      insertedAt: r.inserted_at,
      senderAccount: r.sender_account,
      senderNgoName: r.ngo_name,
      sentObserverIds: recipients.get(r.id) ?? [],
      delivery: counts.get(r.id) ?? { pending: 0, sent: 0, failed: 0, noDevice: 0, read: 0 },
    })),
  };
}

/** One notification as the history shows it; 404 when the caller may not see it. */
export async function sentNotification(db: Db, p: StaffPrincipal, id: number): Promise<SentNotification> {
  const { rows } = await sentNotifications(db, p, { limit: 1, offset: 0 }, id);
  const row = rows[0];
  if (!row) throw notFound('No such notification.');
  return row;
}

/** The notification, when the caller may see it (their NGO sent it; organizers: any). */
async function visibleNotification(db: Db, p: StaffPrincipal, id: number): Promise<void> {
  const scope = ngoScope(p);
  const row = await db.get<{ id: number }>(
    `SELECT id FROM notifications WHERE id = ?${scope === undefined ? '' : ' AND sender_ngo_id = ?'}`,
    scope === undefined ? [id] : [id, scope],
  );
  if (!row) throw notFound('No such notification.');
}

export interface Recipient {
  observerId: number;
  name: string;
  status: DeliveryStatus;
  readAt: string | null;
}

/** One page of a notification's recipients: the ones that did not get it first, then by name. */
export async function recipientsPage(
  db: Db,
  p: StaffPrincipal,
  id: number,
  page: { limit: number; offset: number },
): Promise<{ rows: Recipient[]; total: number }> {
  await visibleNotification(db, p, id);
  const total = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM notification_recipients WHERE notification_id = ?', [id]);
  const rows = await db.all<{ observer_id: number; name: string; status: string; read_at: string | null }>(
    `SELECT r.observer_id, o.name, r.status, r.read_at FROM notification_recipients r JOIN observers o ON o.id = r.observer_id
      WHERE r.notification_id = ?
      ORDER BY CASE r.status WHEN 'failed' THEN 0 WHEN 'no_device' THEN 1 WHEN 'sent' THEN 3 ELSE 2 END, o.name_sort, o.id
      LIMIT ? OFFSET ?`,
    [id, page.limit, page.offset],
  );
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({ observerId: r.observer_id, name: r.name, status: wireStatus(r.status), readAt: r.read_at })),
  };
}

/** The active observers a notification did not reach (failed, or no device), to send it again. */
export async function undeliveredRecipients(db: Db, p: StaffPrincipal, id: number): Promise<number[]> {
  await visibleNotification(db, p, id);
  const rows = await db.all<{ observer_id: number }>(
    `SELECT r.observer_id FROM notification_recipients r JOIN observers o ON o.id = r.observer_id
      WHERE r.notification_id = ? AND r.status IN ('failed', 'no_device') AND o.retired = 0 ORDER BY r.observer_id`,
    [id],
  );
  return rows.map((r) => r.observer_id);
}

/**
 * The observer read the notification: the first time counts (a repeat answers the same time).
 * Undefined when it was not sent to them.
 */
export async function markRead(db: Db, observerId: number, id: number, nowMs: number): Promise<string | undefined> {
  return db.tx(async (q) => {
    const row = await q.get<{ read_at: string | null }>(
      'SELECT read_at FROM notification_recipients WHERE notification_id = ? AND observer_id = ?',
      [id, observerId],
    );
    if (!row) return undefined;
    if (row.read_at) return row.read_at;
    const at = new Date(nowMs).toISOString();
    await q.run('UPDATE notification_recipients SET read_at = ? WHERE notification_id = ? AND observer_id = ?', [at, id, observerId]);
    await afterNotificationRead(q, observerId, id, at);
    return at;
  });
}
