import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ngoScope, requireStaff, type StaffPrincipal } from '../auth/principal.js';
import { envelope, readPaging } from '../http/paging.js';
import { notFound } from '../http/problem.js';
import { parseWith } from '../validation/validate.js';
import { id, longText, optionalText } from '../validation/fields.js';
import type { Queryable, SqlValue } from '../db/types.js';
import type { Delivery } from '../notify/sender.js';
import { nowIso } from '../util.js';

const base = {
  channel: optionalText(100),
  from: optionalText(200),
  title: longText(200),
  message: longText(4000),
};
const SendBody = z.object({
  ...base,
  recipients: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
    z
      .array(id(), { error: 'Must be a list of observer ids.' })
      .min(1, 'Choose at least one recipient.')
      .max(50_000, 'Too many recipients.'),
  ),
});
const SendAllBody = z.object(base);

async function storeAndDeliver(
  ctx: AppContext,
  q: Queryable,
  p: StaffPrincipal,
  body: { channel?: string | undefined; from?: string | undefined; title: string; message: string },
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
  await ctx.sender.deliver(q, deliveries);
  return inserted;
}

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/api/v1/notification/send', async (req, reply) => {
    const p = await requireStaff(ctx, req);
    const body = parseWith(SendBody, req.body);
    const ids = [...new Set(body.recipients)];
    const scope = ngoScope(p);
    const sent = await db.tx(async (q) => {
      // Every recipient must be a visible, active observer; otherwise nothing is sent (404).
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
      const total = await storeAndDeliver(ctx, q, p, body, selects);
      return total;
    });
    return reply.code(202).send({ sent });
  });

  app.post('/api/v1/notification/send/all', async (req, reply) => {
    const p = await requireStaff(ctx, req);
    const body = parseWith(SendAllBody, req.body);
    const scope = ngoScope(p);
    const sent = await db.tx((q) =>
      storeAndDeliver(ctx, q, p, body, [
        scope === undefined ? { sql: 'o.retired = 0', params: [] } : { sql: 'o.retired = 0 AND o.ngo_id = ?', params: [scope] },
      ]),
    );
    return reply.code(202).send({ sent });
  });

  app.get('/api/v1/notification/get/all', async (req) => {
    const p = await requireStaff(ctx, req);
    const paging = readPaging(req.query);
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
      [...params, paging.pageSize, paging.offset],
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
    return envelope(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        body: r.body,
        channel: r.channel,
        insertedAt: r.inserted_at,
        senderAccount: r.sender_account,
        senderNgoName: r.ngo_name,
        sentObserverIds: recipients.get(r.id) ?? [],
      })),
      paging,
      total?.n ?? 0,
    );
  });
}
