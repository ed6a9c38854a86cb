import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';
import type { NoteDto } from '../src/services/notes.js';

interface Page<T> {
  data: T[];
}
interface Thread {
  observerId: number;
  pollingStationId: number;
  pollingStationNumber: number;
  observerPhone: string;
  observerPhoneNumber: string;
  lastModified: string;
}
interface StationInfo {
  lastModified: string;
}

/** Distinct timestamps: every step below happens at a later millisecond than the one before. */
const nextMillisecond = async () => new Promise((r) => setTimeout(r, 5));

describe('a thread’s lastModified is its latest check-in, answer or note', () => {
  let s: TestServer;
  let w: World;
  let stationId = 0;
  const item = async () =>
    (await s.get<Page<Thread>>(`/api/v1/answers?observerId=${w.obsB.id}`, w.admin)).json.data.find((t) => t.pollingStationNumber === 11);
  const info = async () =>
    (await s.get<StationInfo>(`/api/v1/answers/pollingStationInfo?observerId=${w.obsB.id}&pollingStationId=${stationId}`, w.admin)).json;

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: 11, urbanArea: true }, w.obsB.token);
    await nextMillisecond();
    const r = await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 11, options: [{ optionId: w.formA.q1no }] }] },
      w.obsB.token,
    );
    assert.equal(r.status, 200);
    stationId = (await item())?.pollingStationId ?? 0;
  });
  after(() => s.close());

  test('thread items carry the phone as observerPhone and observerPhoneNumber', async () => {
    const t = await item();
    assert.equal(t?.observerPhone, w.obsB.phone);
    assert.equal(t?.observerPhoneNumber, w.obsB.phone);
  });

  test('after an answer: the answer time, in the list and in pollingStationInfo', async () => {
    const answeredAt = await s.ctx.db.get<{ at: string }>('SELECT MAX(last_modified) AS at FROM answers WHERE observer_id = ?', [
      w.obsB.id,
    ]);
    assert.equal((await item())?.lastModified, answeredAt?.at);
    assert.equal((await info()).lastModified, answeredAt?.at, 'not the earlier check-in time');
  });

  test('a later check-in update moves it', async () => {
    await nextMillisecond();
    await s.post(
      '/api/v1/polling-station',
      { countyCode: 'CJ', pollingStationNumber: 11, observerLeaveTime: '2026-05-18T18:00:00Z' },
      w.obsB.token,
    );
    const visit = await s.ctx.db.get<{ at: string }>(
      'SELECT last_modified AS at FROM station_visits WHERE observer_id = ? AND polling_station_id = ?',
      [w.obsB.id, stationId],
    );
    assert.equal((await item())?.lastModified, visit?.at);
    assert.equal((await info()).lastModified, visit?.at);
  });

  test('a later note moves it', async () => {
    await nextMillisecond();
    const r = await s.req<NoteDto>('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '11', Text: 'Late note' }),
    });
    assert.equal(r.status, 200, r.text);
    assert.equal((await item())?.lastModified, r.json.lastModified);
    assert.equal((await info()).lastModified, r.json.lastModified);
    // The from/to filters read the same time.
    const since = await s.get<Page<Thread>>(`/api/v1/answers?from=${encodeURIComponent(r.json.lastModified)}`, w.admin);
    assert.deepEqual(
      since.json.data.map((t) => t.pollingStationNumber),
      [11],
    );
  });

  test('pollingStationInfo of a station with a check-in and a note but no answers takes the note’s time', async () => {
    await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: 12 }, w.obsB.token);
    await nextMillisecond();
    const note = await s.req<NoteDto>('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '12', Text: 'No answers here' }),
    });
    const r = await s.get<StationInfo>(
      `/api/v1/answers/pollingStationInfo?observerId=${w.obsB.id}&pollingStationId=${note.json.pollingStationId}`,
      w.admin,
    );
    assert.equal(r.json.lastModified, note.json.lastModified);
  });
});
