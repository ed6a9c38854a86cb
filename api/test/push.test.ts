import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, settledCounts, startServer, type TestServer, type World } from './helpers.js';
import { FakeFcm, failFirst, fakeServiceAccount, invalidToken, unregistered } from './support/fake-fcm.js';

/** The FCM sender against a local fake of Google's token endpoint and FCM's HTTP v1 API. */
describe('push delivery through FCM HTTP v1 (a local fake)', () => {
  let s: TestServer;
  let w: World;
  const fake = new FakeFcm();

  before(async () => {
    const url = await fake.listen();
    s = await startServer({
      config: {
        fcmServiceAccount: fakeServiceAccount(),
        fcmEndpoint: url,
        fcmTokenUrl: `${url}/token`,
        pushMaxAttempts: 3,
        pushTimeoutSeconds: 2,
      },
    });
    w = await makeWorld(s);
  });
  after(async () => {
    await s.close();
    await fake.close();
  });

  /** Gives the observer a fresh device token (so each test's rules and counts are its own). */
  const device = async (token: string, observerToken: string) => {
    const r = await s.post('/api/v1/notification/register', { channelName: 'Firebase', token }, observerToken);
    assert.equal(r.status, 202);
  };
  const send = async (title: string, recipients: number[]) => {
    const r = await s.post<{ sent: number }>('/api/v1/notification/send', { title, message: `${title}: body`, recipients }, w.admin);
    assert.equal(r.status, 202);
    return (await s.ctx.db.get<{ id: number }>('SELECT MAX(id) AS id FROM notifications'))!.id;
  };
  const recipientRow = (id: number, observerId: number) =>
    s.ctx.db.get<{ status: string; attempts: number; last_error: string | null }>(
      'SELECT status, attempts, last_error FROM notification_recipients WHERE notification_id = ? AND observer_id = ?',
      [id, observerId],
    );

  test('the server says at start that it sends through FCM, and where', () => {
    assert.match(
      s.logs(),
      /push sender: FCM HTTP v1 \(project observatory-test, http:\/\/127\.0\.0\.1:\d+\/v1\/projects\/observatory-test\/messages:send/,
    );
  });

  test('success: each device gets the title, the body and the notification id once; the OAuth token is fetched once and reused', async () => {
    await device('ok-b', w.obsB.token);
    await device('ok-b2', w.obsB2.token);
    const id = await send('Success', [w.obsB.id, w.obsB2.id]);
    assert.deepEqual(await settledCounts(s, w.admin, id), { pending: 0, sent: 2, failed: 0, noDevice: 0, read: 0 });
    for (const token of ['ok-b', 'ok-b2']) {
      const got = fake.received.filter((r) => r.token === token);
      assert.equal(got.length, 1);
      assert.deepEqual(
        { ...got[0], at: 0 },
        { token, title: 'Success', body: 'Success: body', notificationId: String(id), status: 200, at: 0 },
      );
    }
    const before1 = fake.tokenRequests;
    assert.ok(before1 >= 1);
    const id2 = await send('Success again', [w.obsB.id]);
    await settledCounts(s, w.admin, id2);
    assert.equal(fake.tokenRequests, before1, 'the access token is cached');
    const log = await s.ctx.db.all<{ status: string }>('SELECT status FROM notification_deliveries WHERE notification_id = ?', [id]);
    assert.deepEqual(
      log.map((l) => l.status),
      ['sent', 'sent'],
    );
  });

  test('429 with Retry-After: tried again no sooner than it says, then sent', async () => {
    await device('quota-b', w.obsB.token);
    fake.rules.set('quota-b', failFirst(1, 429, '1'));
    const id = await send('Quota', [w.obsB.id]);
    assert.equal((await settledCounts(s, w.admin, id)).sent, 1);
    const tries = fake.received.filter((r) => r.token === 'quota-b');
    assert.deepEqual(
      tries.map((t) => t.status),
      [429, 200],
    );
    assert.ok(tries[1]!.at - tries[0]!.at >= 950, `retried after ${tries[1]!.at - tries[0]!.at} ms, Retry-After said 1 s`);
    assert.deepEqual({ ...(await recipientRow(id, w.obsB.id)) }, { status: 'sent', attempts: 2, last_error: null });
    const log = await s.ctx.db.all<{ status: string }>('SELECT status FROM notification_deliveries WHERE notification_id = ? ORDER BY id', [
      id,
    ]);
    assert.deepEqual(
      log.map((l) => l.status),
      ['retry', 'sent'],
    );
  });

  test('500 then success: tried again after a backoff, sent once', async () => {
    await device('flaky-b', w.obsB.token);
    fake.rules.set('flaky-b', failFirst(1, 500));
    const id = await send('Flaky', [w.obsB.id]);
    assert.equal((await settledCounts(s, w.admin, id)).sent, 1);
    assert.deepEqual(
      fake.received.filter((r) => r.token === 'flaky-b').map((t) => t.status),
      [500, 200],
    );
    assert.equal(fake.deliveredTo('flaky-b'), 1);
  });

  test('always 503: failed after the configured attempts, with the last error', async () => {
    await device('down-b', w.obsB.token);
    fake.rules.set('down-b', failFirst(99, 503, '0'));
    const id = await send('Down', [w.obsB.id]);
    assert.deepEqual(await settledCounts(s, w.admin, id), { pending: 0, sent: 0, failed: 1, noDevice: 0, read: 0 });
    assert.equal(fake.received.filter((r) => r.token === 'down-b').length, 3);
    assert.deepEqual({ ...(await recipientRow(id, w.obsB.id)) }, { status: 'failed', attempts: 3, last_error: '503 INTERNAL' });
    const undelivered = await s.get<{ observerIds: number[] }>(`/api/v1/notification/${id}/undelivered`, w.admin);
    assert.deepEqual(undelivered.json.observerIds, [w.obsB.id]);
  });

  test('UNREGISTERED and an invalid token: no_device, the token cleared from the observer, never tried again', async () => {
    await device('gone-b', w.obsB.token);
    await device('bad-b2', w.obsB2.token);
    fake.rules.set('gone-b', unregistered);
    fake.rules.set('bad-b2', invalidToken);
    const id = await send('Gone', [w.obsB.id, w.obsB2.id]);
    assert.deepEqual(await settledCounts(s, w.admin, id), { pending: 0, sent: 0, failed: 0, noDevice: 2, read: 0 });
    assert.equal(fake.received.filter((r) => r.token === 'gone-b').length, 1);
    assert.equal(fake.received.filter((r) => r.token === 'bad-b2').length, 1);
    const devices = await s.ctx.db.all('SELECT token FROM device_registrations WHERE observer_id IN (?, ?)', [w.obsB.id, w.obsB2.id]);
    assert.deepEqual(devices, []);
    const list = await s.get<{ data: { id: number; deviceRegisterDate: string | null }[] }>(`/api/v1/observer?id=${w.obsB.id}`, w.admin);
    assert.equal(list.json.data[0]?.deviceRegisterDate, null);
    assert.equal((await recipientRow(id, w.obsB.id))?.last_error, '404 UNREGISTERED');
    // The next notification finds no device and sends nothing.
    const next = await send('After', [w.obsB.id]);
    assert.equal((await settledCounts(s, w.admin, next)).noDevice, 1);
    assert.equal(fake.received.filter((r) => r.token === 'gone-b').length, 1);
  });

  test('a token registered again while the old one is refused stays', async () => {
    await device('old-b', w.obsB.token);
    fake.rules.set('old-b', unregistered);
    fake.latencyMs = 300;
    const id = await send('Swap', [w.obsB.id]);
    await new Promise((r) => setTimeout(r, 100));
    await device('new-b', w.obsB.token);
    fake.latencyMs = 0;
    await settledCounts(s, w.admin, id);
    const devices = await s.ctx.db.all<{ token: string }>('SELECT token FROM device_registrations WHERE observer_id = ?', [w.obsB.id]);
    assert.deepEqual(
      devices.map((d) => d.token),
      ['new-b'],
    );
  });
});
