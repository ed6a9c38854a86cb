import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { FollowUpChange, FollowUpState } from '../src/services/follow-up.js';

interface Page<T> {
  data: T[];
  totalItems: number;
}
interface Thread extends FollowUpState {
  observerId: number;
  pollingStationId: number;
  pollingStationNumber: number;
  urgent: boolean;
  lastModified: string;
}
interface Problem {
  errors?: Record<string, string[]>;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('follow-up triage of answer threads', () => {
  let s: TestServer;
  let w: World;
  /** Station ids by number (county CJ). */
  const station = new Map<number, number>();

  const answer = async (token: string, number: number, optionId: number) => {
    const r = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: number, options: [{ optionId }] }] },
      token,
    );
    assert.equal(r.status, 200, r.text);
  };
  const threads = async (query: string, token = w.admin) =>
    (await s.get<Page<Thread>>(`/api/v1/answers?pageSize=100&${query}`, token)).json;
  const thread = async (number: number, token = w.admin) => (await threads('', token)).data.find((t) => t.pollingStationNumber === number);
  const setStatus = (number: number, status: unknown, token = w.admin, observerId = w.obsB.id) =>
    s.put<FollowUpState & Problem>('/api/v1/answers/follow-up', { observerId, pollingStationId: station.get(number), status }, token);

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    // NGO 2 (ngoadmin): obsB flagged at CJ 1 and 3, unflagged at CJ 2; obsB2 flagged at CJ 4. NGO 1: obsA flagged at CJ 5.
    await answer(w.obsB.token, 1, w.formA.q1no);
    await answer(w.obsB.token, 2, w.formA.q1yes);
    await answer(w.obsB.token, 3, w.formA.q1no);
    await answer(w.obsB2.token, 4, w.formA.q1no);
    await answer(w.obsA.token, 5, w.formA.q1no);
    const rows = await s.ctx.db.all<{ id: number; number: number }>(
      "SELECT ps.id, ps.number FROM polling_stations ps JOIN counties c ON c.id = ps.county_id WHERE c.code = 'CJ'",
    );
    for (const r of rows) station.set(r.number, r.id);
  });
  after(() => s.close());

  test('every thread starts as none, with no one and no time', async () => {
    const list = await threads('');
    assert.equal(list.totalItems, 4);
    for (const t of list.data) {
      assert.equal(t.followUp, 'none');
      assert.equal(t.followUpBy, null);
      assert.equal(t.followUpAt, null);
    }
  });

  test('PUT sets the status and answers the new state; the list shows it', async () => {
    const r = await setStatus(1, 'needed');
    assert.equal(r.status, 200);
    assert.equal(r.json.followUp, 'needed');
    assert.equal(r.json.followUpBy, 'ngoadmin');
    assert.match(r.json.followUpAt ?? '', ISO);
    const t = await thread(1);
    assert.deepEqual([t?.followUp, t?.followUpBy, t?.followUpAt], ['needed', 'ngoadmin', r.json.followUpAt]);
    const other = await thread(3);
    assert.equal(other?.followUp, 'none', 'only that thread changed');
    const viaOrganizer = await setStatus(4, 'RESOLVED', w.org, w.obsB2.id);
    assert.equal(viaOrganizer.status, 200, 'an organizer triages every NGO’s threads');
    assert.equal(viaOrganizer.json.followUp, 'resolved');
    assert.equal(viaOrganizer.json.followUpBy, 'organizer');
  });

  test('400 for an unknown status or a missing key; nothing changes', async () => {
    const bad = await setStatus(1, 'done');
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors?.status);
    const missing = await s.put<Problem>('/api/v1/answers/follow-up', { observerId: w.obsB.id, status: 'needed' }, w.admin);
    assert.equal(missing.status, 400);
    assert.ok(missing.json.errors?.pollingStationId);
    assert.equal((await thread(1))?.followUp, 'needed');
  });

  test('404 for another NGO’s thread or a thread that does not exist, without side effect', async () => {
    const cross = await setStatus(5, 'resolved', w.admin, w.obsA.id);
    assert.equal(cross.status, 404);
    assert.equal((await thread(5, w.org))?.followUp, 'none');
    assert.equal((await setStatus(2, 'needed', w.admin, w.obsB2.id)).status, 404, 'obsB2 never answered at CJ 2');
    const history = await s.get(`/api/v1/answers/follow-up/history?observerId=${w.obsA.id}&pollingStationId=${station.get(5)}`, w.admin);
    assert.equal(history.status, 404);
  });

  test('the followUp filter keeps the threads with that status; a bad value is a 400', async () => {
    const needed = await threads('followUp=needed');
    assert.deepEqual(
      needed.data.map((t) => t.pollingStationNumber),
      [1],
    );
    assert.equal(needed.totalItems, 1);
    assert.deepEqual(
      (await threads('followUp=resolved')).data.map((t) => t.pollingStationNumber),
      [4],
    );
    assert.deepEqual((await threads('followUp=none')).data.map((t) => t.pollingStationNumber).sort(), [2, 3]);
    assert.deepEqual(
      (await threads('followUp=none&urgent=true')).data.map((t) => t.pollingStationNumber),
      [3],
    );
    assert.equal((await s.get('/api/v1/answers?followUp=maybe', w.admin)).status, 400);
  });

  test('unresolvedFirst: threads not resolved first, then resolved ones, each group newest first', async () => {
    // Resolve the newest NGO 2 thread so that plain order and triage order differ.
    const newest = (await threads('')).data[0];
    assert.ok(newest);
    await setStatus(newest.pollingStationNumber, 'resolved', w.admin, newest.observerId);
    for (const query of ['', 'urgent=true']) {
      const plain = (await threads(query)).data;
      const triage = (await threads(`${query}&unresolvedFirst=true`)).data;
      const expected = [...plain.filter((t) => t.followUp !== 'resolved'), ...plain.filter((t) => t.followUp === 'resolved')];
      assert.deepEqual(
        triage.map((t) => [t.observerId, t.pollingStationId]),
        expected.map((t) => [t.observerId, t.pollingStationId]),
        query,
      );
      assert.notDeepEqual(
        triage.map((t) => t.pollingStationId),
        plain.map((t) => t.pollingStationId),
        'the order really changed',
      );
      assert.ok(triage.at(-1)?.followUp === 'resolved');
    }
    const paged = await s.get<Page<Thread>>('/api/v1/answers?urgent=true&unresolvedFirst=true&pageSize=1&page=3', w.admin);
    assert.equal(paged.json.totalItems, 3);
    assert.equal(paged.json.data[0]?.followUp, 'resolved', 'paging follows the same order');
  });

  test('history: every change, newest first, with who and when', async () => {
    await setStatus(1, 'resolved');
    await setStatus(1, 'none');
    const r = await s.get<FollowUpChange[]>(
      `/api/v1/answers/follow-up/history?observerId=${w.obsB.id}&pollingStationId=${station.get(1)}`,
      w.admin,
    );
    assert.equal(r.status, 200);
    assert.deepEqual(
      r.json.map((c) => [c.status, c.by, c.audited]),
      [
        ['none', 'ngoadmin', true],
        ['resolved', 'ngoadmin', true],
        ['needed', 'ngoadmin', true],
      ],
    );
    assert.ok(r.json.every((c) => ISO.test(c.at)));
    assert.ok(r.json[0]!.at >= r.json[2]!.at);
    const empty = await s.get<FollowUpChange[]>(
      `/api/v1/answers/follow-up/history?observerId=${w.obsB.id}&pollingStationId=${station.get(2)}`,
      w.admin,
    );
    assert.deepEqual(empty.json, []);
    assert.equal((await s.get('/api/v1/answers/follow-up/history?observerId=x', w.admin)).status, 400);
  });

  test('a staff change from before the audit trail began is in the history, marked as not audited', async () => {
    // As a release before the audit trail left it: the change is only in the thread's own record.
    const stationId = station.get(2)!;
    await s.ctx.db.run('INSERT INTO follow_up_history (observer_id, polling_station_id, status, by_account, at) VALUES (?, ?, ?, ?, ?)', [
      w.obsB.id,
      stationId,
      'needed',
      'oldcoordinator',
      '2020-03-01T10:00:00.000Z',
    ]);
    await s.ctx.db.run(
      "UPDATE answer_threads SET follow_up = 'needed', follow_up_by = 'oldcoordinator' WHERE observer_id = ? AND polling_station_id = ?",
      [w.obsB.id, stationId],
    );
    await setStatus(2, 'resolved');
    const r = await s.get<FollowUpChange[]>(
      `/api/v1/answers/follow-up/history?observerId=${w.obsB.id}&pollingStationId=${stationId}`,
      w.admin,
    );
    assert.deepEqual(
      r.json.map((c) => [c.status, c.by, c.audited]),
      [
        ['resolved', 'ngoadmin', true],
        ['needed', 'oldcoordinator', false],
      ],
    );
    // The trail itself is not rewritten: only the change made since has an event.
    const events = await s.get<{ summary: string }[]>(`/api/v1/audit/thread/${w.obsB.id}-${stationId}`, w.admin);
    assert.deepEqual(
      events.json.map((e) => e.summary),
      ['follow-up: needed → resolved'],
    );
  });

  test('a new flagged answer on a resolved thread sets it back to needed, by the system, in the history', async () => {
    await setStatus(3, 'resolved');
    await answer(w.obsB.token, 3, w.formA.q1yes);
    assert.equal((await thread(3))?.followUp, 'resolved', 'an answer without a flag leaves it resolved');
    await answer(w.obsB.token, 3, w.formA.q1no);
    const t = await thread(3);
    assert.equal(t?.followUp, 'needed');
    assert.equal(t?.followUpBy, null);
    assert.match(t?.followUpAt ?? '', ISO);
    const history = await s.get<FollowUpChange[]>(
      `/api/v1/answers/follow-up/history?observerId=${w.obsB.id}&pollingStationId=${station.get(3)}`,
      w.admin,
    );
    assert.deepEqual(history.json[0], { status: 'needed', by: null, at: t?.followUpAt, audited: false });
    assert.equal(history.json[1]?.status, 'resolved');
    // A flagged answer on a thread that is not resolved changes nothing.
    await setStatus(1, 'needed');
    await answer(w.obsB.token, 1, w.formA.q1no);
    assert.equal((await thread(1))?.followUpBy, 'ngoadmin');
  });

  test('staff only: 401 without a token, 403 for observers', async () => {
    const body = { observerId: w.obsB.id, pollingStationId: station.get(1), status: 'needed' };
    assert.equal((await s.put('/api/v1/answers/follow-up', body)).status, 401);
    assert.equal((await s.put('/api/v1/answers/follow-up', body, w.obsB.token)).status, 403);
    assert.equal((await s.get(`/api/v1/answers/follow-up/history?observerId=${w.obsB.id}&pollingStationId=1`, w.obsB.token)).status, 403);
  });
});
