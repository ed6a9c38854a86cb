import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, settledCounts, startServer, type TestServer, type World } from './helpers.js';
import type { SentNotification } from '../src/services/notifications.js';

type Item = SentNotification;

describe('notifications', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    await s.post('/api/v1/notification/register', { channelName: 'Firebase', token: 'device-b' }, w.obsB.token);
  });
  after(() => s.close());

  const msg = { channel: 'Firebase', from: 'Observatory', title: 'Hello', message: 'Please send form A' };

  test('send to chosen observers: 202 with the count at once, then each delivery settles: recorded for a device, no_device without', async () => {
    const r = await s.post<{ sent: number }>('/api/v1/notification/send', { ...msg, recipients: [w.obsB.id, String(w.obsB2.id)] }, w.admin);
    assert.equal(r.status, 202);
    assert.deepEqual(r.json, { sent: 2 });
    const id = (await s.ctx.db.get<{ id: number }>('SELECT MAX(id) AS id FROM notifications'))!.id;
    const counts = await settledCounts(s, w.admin, id);
    assert.deepEqual(counts, { pending: 0, sent: 2, failed: 0, noDevice: 0, read: 0 });
    const deliveries = await s.ctx.db.all<{ observer_id: number; token: string; status: string }>(
      'SELECT observer_id, token, status FROM notification_deliveries WHERE notification_id = ?',
      [id],
    );
    assert.deepEqual(deliveries.map((d) => d.observer_id).sort(), [w.obsB.id, w.obsB2.id].sort(), 'login registered devices too');
    assert.ok(deliveries.every((d) => d.status === 'recorded'));
    // Without a device for the channel: no_device, and nothing in the delivery log.
    await s.post('/api/v1/observer/reset', { action: 'device', observerId: w.obsB2.id }, w.admin);
    await s.post('/api/v1/notification/send', { ...msg, recipients: [w.obsB.id, w.obsB2.id] }, w.admin);
    const second = (await s.ctx.db.get<{ id: number }>('SELECT MAX(id) AS id FROM notifications'))!.id;
    assert.deepEqual(await settledCounts(s, w.admin, second), { pending: 0, sent: 1, failed: 0, noDevice: 1, read: 0 });
    const statuses = await s.ctx.db.all<{ observer_id: number; status: string }>(
      'SELECT observer_id, status FROM notification_recipients WHERE notification_id = ? ORDER BY observer_id',
      [second],
    );
    assert.deepEqual(
      statuses.map((x) => [x.observer_id, x.status]),
      [
        [w.obsB.id, 'sent'],
        [w.obsB2.id, 'no_device'],
      ],
    );
    await s.post('/api/v1/notification/register', { channelName: 'Firebase', token: 'tok-b2' }, w.obsB2.token);
  });

  test('a recipient of another NGO: 404 and nothing stored', async () => {
    const before1 = await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM notifications');
    const r = await s.post('/api/v1/notification/send', { ...msg, recipients: [w.obsB.id, w.obsA.id] }, w.admin);
    assert.equal(r.status, 404);
    const after1 = await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM notifications');
    assert.equal(after1?.n, before1?.n);
    assert.equal((await s.post('/api/v1/notification/send', { ...msg, recipients: [999999] }, w.org)).status, 404);
  });

  test('validation', async () => {
    const r = await s.post<{ errors: Record<string, string[]> }>(
      '/api/v1/notification/send',
      { recipients: [], title: '', message: '' },
      w.admin,
    );
    assert.equal(r.status, 400);
    assert.deepEqual(Object.keys(r.json.errors).sort(), ['message', 'recipients', 'title']);
    assert.ok(
      (await s.post<{ errors: Record<string, string[]> }>('/api/v1/notification/send', { ...msg, recipients: ['x'] }, w.admin)).json.errors[
        'recipients[0]'
      ],
    );
    assert.equal((await s.post('/api/v1/notification/send/all', { title: 'x' }, w.admin)).status, 400);
    assert.equal((await s.post('/api/v1/notification/send', msg, w.obsA.token)).status, 403);
    assert.equal((await s.post('/api/v1/notification/send', msg)).status, 401);
  });

  test('send/all reaches every visible observer', async () => {
    const mine = await s.post<{ sent: number }>('/api/v1/notification/send/all', msg, w.admin);
    assert.equal(mine.status, 202);
    assert.equal(mine.json.sent, 2);
    const all = await s.post<{ sent: number }>('/api/v1/notification/send/all', { ...msg, title: 'To all' }, w.org);
    assert.equal(all.json.sent, 3);
  });

  test('history: newest first, scoped, shape', async () => {
    const mine = await s.get<{ data: Item[]; totalItems: number }>('/api/v1/notification/get/all?page=1&pageSize=10', w.admin);
    assert.equal(mine.json.totalItems, 3);
    const first = mine.json.data[0]!;
    assert.deepEqual(Object.keys(first).sort(), [
      'body',
      'channel',
      'delivery',
      'id',
      'insertedAt',
      'senderAccount',
      'senderNgoName',
      'sentObserverIds',
      'title',
    ]);
    assert.equal(first.senderAccount, 'ngoadmin');
    assert.equal(first.senderNgoName, 'Asociația Observatorul Civic');
    assert.deepEqual(first.sentObserverIds.sort(), [w.obsB.id, w.obsB2.id].sort());
    assert.ok(mine.json.data[0]!.id > mine.json.data[1]!.id);
    const org = await s.get<{ data: Item[]; totalItems: number }>('/api/v1/notification/get/all', w.org);
    assert.equal(org.json.totalItems, 4);
    assert.equal(org.json.data[0]?.title, 'To all');
  });
});

describe('notification delivery: recipients, read receipts, who did not get it', () => {
  let s: TestServer;
  let w: World;
  let id = 0;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    // obsB2 has no device: its delivery is no_device.
    await s.post('/api/v1/observer/reset', { action: 'device', observerId: w.obsB2.id }, w.admin);
    await s.post(
      '/api/v1/notification/send',
      { title: 'Polls close', message: 'Send form C', recipients: [w.obsB.id, w.obsB2.id] },
      w.admin,
    );
    id = (await s.ctx.db.get<{ id: number }>('SELECT MAX(id) AS id FROM notifications'))!.id;
    await settledCounts(s, w.admin, id);
  });
  after(() => s.close());

  test('recipients: paged envelope, the ones it did not reach first, scoped to the sending NGO', async () => {
    const r = await s.get<{ data: unknown[]; totalItems: number; totalPages: number }>(
      `/api/v1/notification/${id}/recipients?page=1&pageSize=1`,
      w.admin,
    );
    assert.equal(r.status, 200);
    assert.equal(r.json.totalItems, 2);
    assert.equal(r.json.totalPages, 2);
    assert.deepEqual(r.json.data, [{ observerId: w.obsB2.id, name: 'Carmen Civic', status: 'no_device', readAt: null }]);
    const p2 = await s.get<{ data: unknown[] }>(`/api/v1/notification/${id}/recipients?page=2&pageSize=1`, w.admin);
    assert.deepEqual(p2.json.data, [{ observerId: w.obsB.id, name: 'Bogdan Civic', status: 'sent', readAt: null }]);
    assert.equal((await s.get(`/api/v1/notification/${id}/recipients`, w.org)).status, 200, 'organizers see every NGO');
    const other = await s.post<{ sent: number }>('/api/v1/notification/send', { title: 'x', message: 'y', recipients: [w.obsA.id] }, w.org);
    assert.equal(other.status, 202);
    const otherId = (await s.ctx.db.get<{ id: number }>('SELECT MAX(id) AS id FROM notifications'))!.id;
    assert.equal((await s.get(`/api/v1/notification/${otherId}/recipients`, w.admin)).status, 404, "another NGO's notification");
    assert.equal((await s.get(`/api/v1/notification/${otherId}/undelivered`, w.admin)).status, 404);
    assert.equal((await s.get('/api/v1/notification/999999/recipients', w.org)).status, 404);
    assert.equal((await s.get(`/api/v1/notification/${id}/recipients`, w.obsB.token)).status, 403);
  });

  test('read receipt: observer token, idempotent, 404 when not sent to them; counted in the history', async () => {
    const first = await s.post<{ readAt: string }>(`/api/v1/notification/${id}/read`, {}, w.obsB.token);
    assert.equal(first.status, 200);
    assert.ok(!Number.isNaN(Date.parse(first.json.readAt)));
    await new Promise((r) => setTimeout(r, 5));
    const again = await s.post<{ readAt: string }>(`/api/v1/notification/${id}/read`, {}, w.obsB.token);
    assert.equal(again.status, 200);
    assert.equal(again.json.readAt, first.json.readAt, 'the first read counts');
    assert.equal((await s.post(`/api/v1/notification/${id}/read`, {}, w.obsA.token)).status, 404, 'not a recipient');
    assert.equal((await s.post('/api/v1/notification/999999/read', {}, w.obsB.token)).status, 404);
    assert.equal((await s.post(`/api/v1/notification/${id}/read`, {}, w.admin)).status, 403, 'staff cannot read for an observer');
    assert.equal((await s.post(`/api/v1/notification/${id}/read`, {})).status, 401);
    const counts = await settledCounts(s, w.admin, id);
    assert.deepEqual(counts, { pending: 0, sent: 1, failed: 0, noDevice: 1, read: 1 });
    const row = await s.get<{ data: { observerId: number; readAt: string | null }[] }>(`/api/v1/notification/${id}/recipients`, w.admin);
    assert.equal(row.json.data.find((d) => d.observerId === w.obsB.id)?.readAt, first.json.readAt);
  });

  test('undelivered: the active observers it did not reach, which send accepts as they are', async () => {
    const r = await s.get<{ observerIds: number[] }>(`/api/v1/notification/${id}/undelivered`, w.admin);
    assert.deepEqual(r.json, { observerIds: [w.obsB2.id] });
    const again = await s.post<{ sent: number }>(
      '/api/v1/notification/send',
      { title: 'Polls close', message: 'Send form C', recipients: r.json.observerIds },
      w.admin,
    );
    assert.deepEqual(again.json, { sent: 1 });
  });
});

describe('one notification', () => {
  let s: TestServer;
  let w: World;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('GET /api/v1/notification/{id}: the history item, scoped', async () => {
    await s.post('/api/v1/notification/send', { title: 'One', message: 'Only', recipients: [w.obsB.id] }, w.admin);
    const id = (await s.ctx.db.get<{ id: number }>('SELECT MAX(id) AS id FROM notifications'))!.id;
    await settledCounts(s, w.admin, id);
    const one = await s.get<Item>(`/api/v1/notification/${id}`, w.admin);
    assert.equal(one.status, 200);
    const page = await s.get<{ data: Item[] }>('/api/v1/notification/get/all', w.admin);
    assert.deepEqual(one.json, page.json.data[0]);
    assert.equal((await s.get(`/api/v1/notification/${id}`, w.org)).status, 200);
    await s.post('/api/v1/notification/send', { title: 'Org', message: 'Only', recipients: [w.obsA.id] }, w.org);
    assert.equal((await s.get(`/api/v1/notification/${id + 1}`, w.admin)).status, 404);
  });
});
