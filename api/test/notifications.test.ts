import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
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

  test('send to chosen observers: 202 with the count, stored with recipients, delivery recorded', async () => {
    const r = await s.post<{ sent: number }>('/api/v1/notification/send', { ...msg, recipients: [w.obsB.id, String(w.obsB2.id)] }, w.admin);
    assert.equal(r.status, 202);
    assert.deepEqual(r.json, { sent: 2 });
    const deliveries = await s.ctx.db.all<{ observer_id: number; token: string; status: string }>(
      'SELECT observer_id, token, status FROM notification_deliveries',
    );
    assert.deepEqual(deliveries.map((d) => d.observer_id).sort(), [w.obsB.id, w.obsB2.id].sort(), 'login registered devices too');
    assert.ok(deliveries.every((d) => d.status === 'recorded'));
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
    assert.equal(mine.json.totalItems, 2);
    const first = mine.json.data[0]!;
    assert.deepEqual(Object.keys(first).sort(), [
      'body',
      'channel',
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
    assert.equal(org.json.totalItems, 3);
    assert.equal(org.json.data[0]?.title, 'To all');
  });
});
