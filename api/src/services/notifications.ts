import type { Db, Queryable, SqlValue } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { ngoScope } from '../auth/principal.js';
import { notFound } from '../http/problem.js';
import type { Delivery, NotificationSender } from '../notify/sender.js';
import { nowIso } from '../util.js';
import { recordAudit } from './audit.js';

export interface NotificationMessage {
  channel?: string | undefined;
  from?: string | undefined;
  title: string;
  message: string;
}

async function storeAndDeliver(
  sender: NotificationSender,
  q: Queryable,
  p: StaffPrincipal,
  body: NotificationMessage,
  recipientSelects: { sql: string; params: SqlValue[] }[],
): Promise<number> {
  const staff = await q.get<{ id: number }>('SELECT id FROM staff_accounts WHERE account = ?', [p.account]);
  const channel = body.channel ?? 'Firebase';
  const notificationId = await q.insert(
    `INSERT INTO notifications (sender_staff_id, sender_account, sender_ngo_id, channel, from_name, title, body, inserted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [staff?.id ?? null, p.account, p.ngoId, channel, body.from ?? null, body.title, body.message, nowIso()],
  );
  let inserted = 0;
  for (const sel of recipientSelects) {
    const r = await q.run(
      `INSERT INTO notification_recipients (notification_id, observer_id) SELECT ?, o.id FROM observers o WHERE ${sel.sql}`,
      [notificationId, ...sel.params],
    );
    inserted += r.changes;
  }
  const devices = await q.all<{ observer_id: number; channel_name: string; token: string }>(
    `SELECT d.observer_id, d.channel_name, d.token FROM device_registrations d
       JOIN notification_recipients r ON r.observer_id = d.observer_id AND r.notification_id = ?
      WHERE LOWER(d.channel_name) = LOWER(?)`,
    [notificationId, channel],
  );
  const deliveries: Delivery[] = devices.map((d) => ({
    notificationId,
    observerId: d.observer_id,
    channelName: d.channel_name,
    token: d.token,
    title: body.title,
    body: body.message,
  }));
  await sender.deliver(q, deliveries);
  await recordAudit(q, p, {
    action: 'notification.send',
    entityType: 'notification',
    entityId: notificationId,
    summary: `${JSON.stringify(body.title.slice(0, 80))} to ${inserted} observer(s)`,
  });
  return inserted;
}

/** Sends to the given observers: every one must be an active observer the caller sees, or nothing is sent (404). */
export async function sendToObservers(
  db: Db,
  sender: NotificationSender,
  p: StaffPrincipal,
  body: NotificationMessage,
  recipients: readonly number[],
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
    return storeAndDeliver(sender, q, p, body, selects);
  });
}

/** Sends to every active observer the caller sees. */
export async function sendToAll(db: Db, sender: NotificationSender, p: StaffPrincipal, body: NotificationMessage): Promise<number> {
  const scope = ngoScope(p);
  return db.tx((q) =>
    storeAndDeliver(sender, q, p, body, [
      scope === undefined ? { sql: 'o.retired = 0', params: [] } : { sql: 'o.retired = 0 AND o.ngo_id = ?', params: [scope] },
    ]),
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
}

/** One page of what the caller's NGO sent (organizers: every NGO), newest first. */
export async function sentNotifications(
  db: Db,
  p: StaffPrincipal,
  page: { limit: number; offset: number },
): Promise<{ rows: SentNotification[]; total: number }> {
  const scope = ngoScope(p);
  const where = scope === undefined ? '1 = 1' : 'n.sender_ngo_id = ?';
  const params: SqlValue[] = scope === undefined ? [] : [scope];
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
    })),
  };
}
