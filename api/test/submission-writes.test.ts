import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { ThreadDto } from '../src/services/threads.js';

interface Page<T> {
  data: T[];
  totalItems: number;
}

/**
 * What a submission stores, step by step, on both databases (PostgreSQL writes a one-station
 * submission as one statement, SQLite step by step): the answer rows, the thread row and its
 * urgency, the running totals the unfiltered lists read, the follow-up reopened by a flagged
 * answer, and a whole submission refused before anything is written.
 */
describe('answer submissions: what each write stores', () => {
  let s: TestServer;
  let w: World;
  const station = { countyCode: 'CJ', pollingStationNumber: 77 };

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  const submit = (answers: { questionId: number; options: { optionId: number; value?: string }[]; at?: typeof station }[]) =>
    s.post(
      '/api/v1/answers',
      { answers: answers.map((a) => ({ questionId: a.questionId, ...(a.at ?? station), options: a.options })) },
      w.obsB.token,
    );
  const stored = async (number = station.pollingStationNumber) =>
    (
      await s.ctx.db.all<{ option_id: number; value: string | null; flagged: number }>(
        `SELECT a.option_id, a.value, a.flagged FROM answers a JOIN polling_stations ps ON ps.id = a.polling_station_id
          WHERE a.observer_id = ? AND ps.number = ? ORDER BY a.option_id`,
        [w.obsB.id, number],
      )
    ).map((r) => ({ option: r.option_id, value: r.value, flagged: r.flagged }));
  const thread = async (number = station.pollingStationNumber) => {
    const row = await s.ctx.db.get<{ answers_count: number; flagged_count: number; urgent: number }>(
      `SELECT t.answers_count, t.flagged_count, t.urgent FROM answer_threads t JOIN polling_stations ps ON ps.id = t.polling_station_id
        WHERE t.observer_id = ? AND ps.number = ?`,
      [w.obsB.id, number],
    );
    return row ? { n: Number(row.answers_count), f: Number(row.flagged_count), urgent: Number(row.urgent) } : undefined;
  };
  /** The totals the unfiltered lists read (running counts), for the observer's NGO. */
  const totals = async () => ({
    all: (await s.get<Page<ThreadDto>>('/api/v1/answers?pageSize=1', w.admin)).json.totalItems,
    urgent: (await s.get<Page<ThreadDto>>('/api/v1/answers?pageSize=1&urgent=true', w.admin)).json.totalItems,
  });
  /** The same totals counted from the rows. */
  const counted = async () => {
    const rows = await s.ctx.db.all<{ urgent: number; n: number }>(
      'SELECT urgent, COUNT(*) AS n FROM answer_threads WHERE ngo_id = (SELECT ngo_id FROM observers WHERE id = ?) GROUP BY urgent',
      [w.obsB.id],
    );
    const of = (u: number) => Number(rows.find((r) => Number(r.urgent) === u)?.n ?? 0);
    return { all: of(0) + of(1), urgent: of(1) };
  };

  test('a first submission writes its rows, the thread and the totals', async () => {
    const before = await totals();
    const r = await submit([
      { questionId: w.formA.q1, options: [{ optionId: w.formA.q1yes }] },
      { questionId: w.formA.q2, options: [{ optionId: w.formA.q2y }, { optionId: w.formA.q2other, value: 'No ink' }] },
    ]);
    assert.equal(r.status, 200);
    assert.deepEqual(await stored(), [
      { option: w.formA.q1yes, value: null, flagged: 0 },
      { option: w.formA.q2y, value: null, flagged: 0 },
      { option: w.formA.q2other, value: 'No ink', flagged: 1 },
    ]);
    assert.deepEqual(await thread(), { n: 3, f: 1, urgent: 1 });
    assert.deepEqual(await totals(), { all: before.all + 1, urgent: before.urgent + 1 });
    assert.deepEqual(await totals(), await counted());
  });

  test('the same options again with new text: updated in place, counts unchanged', async () => {
    const before = await totals();
    await submit([{ questionId: w.formA.q2, options: [{ optionId: w.formA.q2y }, { optionId: w.formA.q2other, value: 'Ink ran out' }] }]);
    assert.deepEqual(await stored(), [
      { option: w.formA.q1yes, value: null, flagged: 0 },
      { option: w.formA.q2y, value: null, flagged: 0 },
      { option: w.formA.q2other, value: 'Ink ran out', flagged: 1 },
    ]);
    assert.deepEqual(await thread(), { n: 3, f: 1, urgent: 1 });
    assert.deepEqual(await totals(), before);
  });

  test('another option replaces the question’s old ones; the thread’s urgency and the totals follow', async () => {
    const before = await totals();
    // Q2 now "Nothing" only: the flagged free-text row goes, the thread is no longer urgent.
    await submit([{ questionId: w.formA.q2, options: [{ optionId: w.formA.q2y }] }]);
    assert.deepEqual(await stored(), [
      { option: w.formA.q1yes, value: null, flagged: 0 },
      { option: w.formA.q2y, value: null, flagged: 0 },
    ]);
    assert.deepEqual(await thread(), { n: 2, f: 0, urgent: 0 });
    assert.deepEqual(await totals(), { all: before.all, urgent: before.urgent - 1 });
    // Q1 "No" (flagged): urgent again; Q2 untouched.
    await submit([{ questionId: w.formA.q1, options: [{ optionId: w.formA.q1no }] }]);
    assert.deepEqual(await stored(), [
      { option: w.formA.q1no, value: null, flagged: 1 },
      { option: w.formA.q2y, value: null, flagged: 0 },
    ]);
    assert.deepEqual(await thread(), { n: 2, f: 1, urgent: 1 });
    assert.deepEqual(await totals(), before);
    assert.deepEqual(await totals(), await counted());
  });

  test('a question given twice keeps its last answer', async () => {
    await submit([
      { questionId: w.formA.q1, options: [{ optionId: w.formA.q1no }] },
      { questionId: w.formA.q1, options: [{ optionId: w.formA.q1yes }] },
    ]);
    assert.deepEqual(await stored(), [
      { option: w.formA.q1yes, value: null, flagged: 0 },
      { option: w.formA.q2y, value: null, flagged: 0 },
    ]);
    assert.deepEqual(await thread(), { n: 2, f: 0, urgent: 0 });
  });

  test('a flagged answer on a resolved thread sets it back to needed, once, in the history', async () => {
    const stationId = (await s.ctx.db.get<{ id: number }>(
      "SELECT ps.id FROM polling_stations ps JOIN counties c ON c.id = ps.county_id WHERE c.code = 'CJ' AND ps.number = 77",
    ))!.id;
    const [observerId, pollingStationId] = [w.obsB.id, stationId];
    const key = `observerId=${observerId}&pollingStationId=${pollingStationId}`;
    assert.equal((await s.put('/api/v1/answers/follow-up', { observerId, pollingStationId, status: 'resolved' }, w.admin)).status, 200);
    // Not flagged: stays resolved.
    await submit([{ questionId: w.formA.q1, options: [{ optionId: w.formA.q1yes }] }]);
    let history = (await s.get<{ status: string; by: string | null }[]>(`/api/v1/answers/follow-up/history?${key}`, w.admin)).json;
    assert.deepEqual(
      history.map((h) => h.status),
      ['resolved'],
    );
    await submit([{ questionId: w.formA.q2, options: [{ optionId: w.formA.q2x }] }]);
    history = (await s.get<{ status: string; by: string | null }[]>(`/api/v1/answers/follow-up/history?${key}`, w.admin)).json;
    assert.deepEqual(
      history.map((h) => [h.status, h.by]),
      [
        ['needed', null],
        ['resolved', 'ngoadmin'],
      ],
    );
    // Already needed: another flagged answer records nothing more.
    await submit([{ questionId: w.formA.q1, options: [{ optionId: w.formA.q1no }] }]);
    history = (await s.get<{ status: string; by: string | null }[]>(`/api/v1/answers/follow-up/history?${key}`, w.admin)).json;
    assert.equal(history.length, 2);
    const list = await s.get<Page<ThreadDto>>(`/api/v1/answers?observerId=${observerId}&pollingStationNumber=77`, w.admin);
    assert.equal(list.json.data[0]?.followUp, 'needed');
  });

  test('empty option lists clear the answers; nothing left removes the thread and its count', async () => {
    const before = await totals();
    await submit([
      { questionId: w.formA.q1, options: [] },
      { questionId: w.formA.q2, options: [] },
    ]);
    assert.deepEqual(await stored(), []);
    assert.equal(await thread(), undefined);
    assert.deepEqual(await totals(), { all: before.all - 1, urgent: before.urgent - 1 });
    assert.deepEqual(await totals(), await counted());
  });

  test('one submission over two stations writes both; one bad item writes nothing', async () => {
    const other = { countyCode: 'CJ', pollingStationNumber: 78 };
    const before = await totals();
    const ok = await submit([
      { questionId: w.formA.q1, options: [{ optionId: w.formA.q1no }] },
      { questionId: w.formA.q1, options: [{ optionId: w.formA.q1yes }], at: other },
    ]);
    assert.equal(ok.status, 200);
    assert.deepEqual(await thread(77), { n: 1, f: 1, urgent: 1 });
    assert.deepEqual(await thread(78), { n: 1, f: 0, urgent: 0 });
    assert.deepEqual(await totals(), { all: before.all + 2, urgent: before.urgent + 1 });
    const bad = await submit([
      { questionId: w.formA.q1, options: [{ optionId: w.formA.q1yes }] },
      { questionId: w.formA.q2, options: [{ optionId: w.formA.q1yes }], at: other },
    ]);
    assert.equal(bad.status, 400);
    assert.deepEqual(await stored(77), [{ option: w.formA.q1no, value: null, flagged: 1 }], 'the first item was not written either');
    assert.deepEqual(await totals(), await counted());
  });

  test('lastSeen moves with a submission', async () => {
    await s.ctx.db.run("UPDATE observers SET last_seen = '2000-01-01T00:00:00.000Z' WHERE id = ?", [w.obsB.id]);
    await submit([{ questionId: w.formA.q1, options: [{ optionId: w.formA.q1yes }] }]);
    const row = await s.ctx.db.get<{ last_seen: string }>('SELECT last_seen FROM observers WHERE id = ?', [w.obsB.id]);
    assert.ok(row && row.last_seen > '2020', `lastSeen ${row?.last_seen}`);
  });
});
