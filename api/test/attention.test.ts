import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { AttentionItem, Thresholds } from '../src/services/attention.js';
import { todayAt } from '../src/services/attention.js';

interface Page {
  data: AttentionItem[];
  totalItems: number;
}

const MIN = 60_000;

describe('observers who need attention', () => {
  let s: TestServer;
  let w: World;
  /** The server's clock: real time plus this offset. */
  let offset = 0;
  let pinned: number | undefined;
  const now = () => pinned ?? Date.now() + offset;

  before(async () => {
    s = await startServer({ now });
    w = await makeWorld(s);
  });
  after(() => s.close());

  const list = async (query: string, token = w.admin) => {
    const r = await s.get<Page>(`/api/v1/observer/attention?${query}`, token);
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const ids = (p: Page) => p.data.map((d) => d.observerId);
  const checkIn = async (token: string, number: number, extra: Record<string, unknown> = {}) => {
    const r = await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: number, ...extra }, token);
    assert.equal(r.status, 200, r.text);
  };
  const answer = async (token: string, number: number, optionId: number) => {
    const r = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: number, options: [{ optionId }] }] },
      token,
    );
    assert.equal(r.status, 200, r.text);
  };
  const stored = async (observerId: number, column: string) =>
    (await s.ctx.db.get<Record<string, string>>(`SELECT ${column} AS v FROM observer_attention WHERE observer_id = ?`, [observerId]))?.v ??
    '';
  const addObserver = async (phone: string, name: string, token = w.admin) => {
    const r = await s.post<number>('/api/v1/observer', { phone, pin: '1234', name }, token);
    assert.equal(r.status, 200, r.text);
    return r.json;
  };

  test('silent: checked in and nothing sent for N minutes, exactly at the threshold included; another NGO never; an answer starts it again', async () => {
    await checkIn(w.obsB.token, 10);
    await checkIn(w.obsA.token, 11);
    const since = Date.parse(await stored(w.obsB.id, 'active_since'));
    pinned = since + 60 * MIN - 1;
    assert.deepEqual(ids(await list('kind=silent&minutes=60')), [], 'one millisecond short of 60 minutes');
    pinned = since + 60 * MIN;
    const page = await list('kind=silent&minutes=60');
    assert.equal(page.totalItems, 1, "the organizer NGO's observer is not the admin's to see");
    assert.deepEqual(page.data[0], {
      observerId: w.obsB.id,
      name: 'Bogdan Civic',
      phone: '0700000002',
      kind: 'silent',
      since: new Date(since).toISOString(),
      countyCode: 'CJ',
      pollingStationNumber: 10,
      handledBy: null,
      handledAt: null,
    });
    pinned = since + 2 * 60 * MIN;
    assert.deepEqual(ids(await list('kind=silent&minutes=60', w.org)).sort(), [w.obsA.id, w.obsB.id].sort(), 'organizers see every NGO');
    // The NGO's own threshold applies without `minutes` (default 60).
    assert.equal((await list('kind=silent')).totalItems, 1);
    pinned = undefined;
    await answer(w.obsB.token, 10, w.formA.q1yes);
    assert.ok(Date.parse(await stored(w.obsB.id, 'active_since')) > since, 'an answer starts the silence again');
    offset = 59 * MIN;
    assert.deepEqual(ids(await list('kind=silent&minutes=60')), [], 'not silent for 60 minutes since the answer');
    offset = 0;
    // Leaving the station: no longer checked in, so not silent.
    await checkIn(w.obsA.token, 11, { observerLeaveTime: new Date().toISOString() });
    assert.deepEqual(ids(await list('kind=silent&minutes=60', w.org)), []);
    pinned = undefined;
  });

  test('not started: active observers with no check-in once the time of day has passed; retired never', async () => {
    const idle = await addObserver('0700000010', 'Dana Idle');
    const retired = await addObserver('0700000011', 'Emil Retired');
    // An observer retires (deleted with evidence: a notification was sent to them).
    await s.post('/api/v1/notification/send', { title: 't', message: 'm', recipients: [retired] }, w.admin);
    assert.equal((await s.del(`/api/v1/observer?id=${retired}`, w.admin)).status, 200);
    const real = Date.now();
    const zone = 'Europe/Bucharest';
    // A time of day in the past today in the zone: 00:30 or later.
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(real);
    const minute = Number(local.slice(0, 2)) * 60 + Number(local.slice(3, 5));
    const at = todayAt(real, minute, zone);
    pinned = at;
    const page = await list(`kind=not-started&minutes=${minute}`);
    assert.deepEqual(ids(page), [w.obsB2.id, idle], 'by name: Carmen, Dana; Bogdan checked in, Emil retired');
    assert.equal(page.data[0]?.since, new Date(at).toISOString());
    assert.equal(page.data[0]?.countyCode, null);
    pinned = at - 1;
    assert.equal((await list(`kind=not-started&minutes=${minute}`)).totalItems, 0, 'before the time of day: nobody is late yet');
    pinned = undefined;
    assert.ok(!ids(await list('kind=not-started&minutes=0', w.org)).includes(retired));
    assert.ok(!ids(await list('kind=silent&minutes=0', w.org)).includes(retired));
    assert.ok(!ids(await list('kind=unread&minutes=0', w.org)).includes(retired));
  });

  test('left with urgent open: a left station whose flagged answers are not resolved; resolving clears it, a new flag brings it back', async () => {
    await answer(w.obsB2.token, 20, w.formA.q1no);
    await answer(w.obsB2.token, 21, w.formA.q1yes);
    assert.deepEqual(ids(await list('kind=left-with-urgent')), [], 'not left yet');
    const leftAt = '2026-11-08T18:30:00.000Z';
    await checkIn(w.obsB2.token, 21, { observerLeaveTime: '2026-11-08T19:00:00Z' });
    assert.deepEqual(ids(await list('kind=left-with-urgent')), [], 'the station left has nothing flagged');
    await checkIn(w.obsB2.token, 20, { observerLeaveTime: leftAt });
    const page = await list('kind=left-with-urgent');
    assert.equal(page.totalItems, 1);
    assert.deepEqual(
      { ...page.data[0], observerId: 0 },
      {
        observerId: 0,
        name: 'Carmen Civic',
        phone: '0700000003',
        kind: 'left-with-urgent',
        since: leftAt,
        countyCode: 'CJ',
        pollingStationNumber: 20,
        handledBy: null,
        handledAt: null,
      },
    );
    const stationId = (await s.ctx.db.get<{ id: number }>(
      'SELECT ps.id FROM polling_stations ps JOIN counties c ON c.id = ps.county_id WHERE c.code = ? AND ps.number = ?',
      ['CJ', 20],
    ))!.id;
    const resolve = await s.put(
      '/api/v1/answers/follow-up',
      { observerId: w.obsB2.id, pollingStationId: stationId, status: 'resolved' },
      w.admin,
    );
    assert.equal(resolve.status, 200);
    assert.deepEqual(ids(await list('kind=left-with-urgent')), [], 'resolved');
    await answer(w.obsB2.token, 20, w.formA.q1no);
    assert.deepEqual(ids(await list('kind=left-with-urgent')), [w.obsB2.id], 'a new flagged answer reopens it');
    assert.deepEqual(ids(await list('kind=left-with-urgent', w.org)), [w.obsB2.id]);
    await answer(w.obsB2.token, 20, w.formA.q1yes);
    assert.deepEqual(ids(await list('kind=left-with-urgent')), [], 'no flagged answer left');
  });

  test('unread: the last notification sent to them, not read within N minutes (exactly at the threshold included)', async () => {
    const r = await s.post(
      '/api/v1/notification/send',
      { title: 'Hello', message: 'Read me', recipients: [w.obsB.id, w.obsB2.id] },
      w.admin,
    );
    assert.equal(r.status, 202);
    const id = (await s.ctx.db.get<{ id: number; inserted_at: string }>(
      'SELECT id, inserted_at FROM notifications ORDER BY id DESC LIMIT 1',
    ))!;
    const sent = Date.parse(id.inserted_at);
    pinned = sent + 30 * MIN - 1;
    assert.equal((await list('kind=unread&minutes=30')).totalItems, 0);
    pinned = sent + 30 * MIN;
    const page = await list('kind=unread&minutes=30');
    assert.deepEqual(ids(page), [w.obsB.id, w.obsB2.id]);
    assert.equal(page.data[0]?.since, id.inserted_at);
    assert.equal(page.data[0]?.pollingStationNumber, 10, 'where they are checked in');
    assert.equal((await s.post(`/api/v1/notification/${id.id}/read`, {}, w.obsB.token)).status, 200);
    assert.deepEqual(ids(await list('kind=unread&minutes=30')), [w.obsB2.id], 'read');
    assert.deepEqual(ids(await list('kind=unread&minutes=30', w.org)), [w.obsB2.id], 'obsA was never sent one');
    // A newer notification is the one that counts: obsB has not read that one.
    pinned = undefined;
    await s.post('/api/v1/notification/send', { title: 'Again', message: 'And this', recipients: [w.obsB.id] }, w.admin);
    assert.deepEqual(ids(await list('kind=unread&minutes=0')).sort(), [w.obsB.id, w.obsB2.id].sort());
  });

  test('mark handled: who and when, handled ones last and across pages; a later episode is open again; another NGO 404', async () => {
    const before1 = await list('kind=unread&minutes=0&pageSize=1&page=1');
    assert.equal(before1.totalItems, 2);
    const first = before1.data[0]!.observerId;
    const r = await s.put<{ observerId: number; kind: string; handledBy: string; handledAt: string }>(
      '/api/v1/observer/attention/handled',
      { observerId: first, kind: 'unread' },
      w.admin,
    );
    assert.equal(r.status, 200, r.text);
    assert.equal(r.json.handledBy, 'ngoadmin');
    const p1 = await list('kind=unread&minutes=0&pageSize=1&page=1');
    const p2 = await list('kind=unread&minutes=0&pageSize=1&page=2');
    assert.equal(p1.data[0]?.handledBy, null, 'the open one first');
    assert.deepEqual([p2.data[0]?.observerId, p2.data[0]?.handledBy, p2.data[0]?.handledAt], [first, 'ngoadmin', r.json.handledAt]);
    assert.equal((await list('kind=unread&minutes=0&pageSize=1&page=3')).data.length, 0);
    // A new notification starts a new episode: the mark no longer counts.
    await new Promise((done) => setTimeout(done, 5));
    await s.post('/api/v1/notification/send', { title: 'Third', message: 'New episode', recipients: [first] }, w.admin);
    const again = (await list('kind=unread&minutes=0')).data.find((d) => d.observerId === first);
    assert.equal(again?.handledBy, null);
    assert.equal((await s.put('/api/v1/observer/attention/handled', { observerId: w.obsA.id, kind: 'silent' }, w.admin)).status, 404);
    assert.equal((await s.put('/api/v1/observer/attention/handled', { observerId: 999999, kind: 'silent' }, w.org)).status, 404);
    const bad = await s.put<{ errors: Record<string, string[]> }>(
      '/api/v1/observer/attention/handled',
      { observerId: w.obsB.id, kind: 'late' },
      w.admin,
    );
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.kind);
    assert.equal((await s.get('/api/v1/observer/attention?kind=lost', w.admin)).status, 400);
    assert.equal((await s.get('/api/v1/observer/attention?kind=silent', w.obsB.token)).status, 403);
    assert.equal((await s.get('/api/v1/observer/attention?kind=silent')).status, 401);
  });

  test('thresholds: defaults, remembered per NGO with who and when, used when minutes is left out, checked', async () => {
    const defaults = await s.get<Thresholds>('/api/v1/observer/attention/thresholds', w.admin);
    assert.deepEqual(defaults.json, {
      silentMinutes: 60,
      notStartedBy: '08:00',
      unreadMinutes: 30,
      timeZone: 'Europe/Bucharest',
      updatedBy: null,
      updatedAt: null,
    });
    const set = await s.put<Thresholds>(
      '/api/v1/observer/attention/thresholds',
      { silentMinutes: 1, notStartedBy: '06:15', unreadMinutes: 5 },
      w.admin,
    );
    assert.equal(set.status, 200, set.text);
    assert.equal(set.json.updatedBy, 'ngoadmin');
    assert.deepEqual((await s.get<Thresholds>('/api/v1/observer/attention/thresholds', w.admin)).json, set.json);
    assert.equal((await s.get<Thresholds>('/api/v1/observer/attention/thresholds', w.org)).json.silentMinutes, 60, "another NGO's stay");
    // obsB checks in again: silent after 1 minute by the NGO's threshold, not after 60.
    await checkIn(w.obsB.token, 12);
    offset = 2 * MIN;
    assert.ok(ids(await list('kind=silent')).includes(w.obsB.id));
    offset = 0;
    const bad = await s.put<{ errors: Record<string, string[]> }>(
      '/api/v1/observer/attention/thresholds',
      { silentMinutes: 0, notStartedBy: '25:00', unreadMinutes: 'x' },
      w.admin,
    );
    assert.equal(bad.status, 400);
    assert.deepEqual(Object.keys(bad.json.errors).sort(), ['notStartedBy', 'silentMinutes', 'unreadMinutes']);
  });
});
