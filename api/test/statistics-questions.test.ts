import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, startServer, type TestServer, type World } from './helpers.js';
import type { QuestionResult, FreeTextAnswer } from '../src/services/question-results.js';

interface Page<T> {
  data: T[];
  totalItems: number;
  totalPages: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Six threads of form A (q1 single choice: Yes / No flagged; q2 multiple choice: Stamps flagged,
 * Nothing, Other free text flagged), worked out by hand:
 *
 *   T1 obsA  CJ 1  q1 Yes  q2 Nothing              (first group)
 *   T2 obsB  CJ 2  q1 No   q2 Stamps + Other "Seal broken"   urgent, resolved
 *   T3 obsB2 CJ 2  q1 Yes  q2 Stamps               urgent, needed
 *   T4 obsB  AB 5  q1 No   q2 Other "Ușa încuiată" urgent   (second group, after `mark`)
 *   T5 obsB2 CJ 7  q1 Yes
 *   T6 obsA  AB 5          q2 Other "Lipsă lumină" urgent
 *
 * obsA is the organizer NGO's; obsB and obsB2 the other NGO's (ngoadmin sees T2–T5).
 */
describe('per-question results', () => {
  let s: TestServer;
  let w: World;
  let mark: string;

  const answer = async (
    o: { token: string },
    county: string,
    station: number,
    items: { questionId: number; options: { optionId: number; value?: string }[] }[],
  ) => {
    const r = await s.post(
      '/api/v1/answers',
      { answers: items.map((i) => ({ ...i, countyCode: county, pollingStationNumber: station })) },
      o.token,
    );
    assert.equal(r.status, 200, r.text);
    await pause(5);
  };

  /** `{ q1: [yes, no, total], q2: [stamps, nothing, other, total] }` of form A under the query. */
  const counts = async (query: string, token = w.org) => {
    const r = await s.get<QuestionResult[]>(`/api/v1/statistics/questions?formId=${w.formA.id}${query}`, token);
    assert.equal(r.status, 200, r.text);
    const [q1, q2] = r.json;
    assert.equal(r.json.length, 2);
    assert.equal(q1?.questionId, w.formA.q1);
    assert.equal(q2?.questionId, w.formA.q2);
    assert.deepEqual(
      q1?.options.map((o) => o.optionId),
      [w.formA.q1yes, w.formA.q1no],
    );
    assert.deepEqual(
      q2?.options.map((o) => o.optionId),
      [w.formA.q2x, w.formA.q2y, w.formA.q2other],
    );
    return {
      q1: [...(q1?.options.map((o) => o.count) ?? []), q1?.total],
      q2: [...(q2?.options.map((o) => o.count) ?? []), q2?.total],
      flagged: [...(q1?.options.map((o) => o.flagged) ?? []), ...(q2?.options.map((o) => o.flagged) ?? [])],
    };
  };

  /** The answers list with the option's filter: what a bar links to. */
  const threadsChoosing = async (optionId: number, query: string, token = w.org) => {
    const r = await s.get<Page<{ observerId: number; pollingStationNumber: number; countyCode: string }>>(
      `/api/v1/answers?optionId=${optionId}&pageSize=100${query}`,
      token,
    );
    assert.equal(r.status, 200, r.text);
    return r.json;
  };

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    const { q1, q1yes, q1no, q2, q2x, q2y, q2other } = w.formA;
    await answer(w.obsA, 'CJ', 1, [
      { questionId: q1, options: [{ optionId: q1yes }] },
      { questionId: q2, options: [{ optionId: q2y }] },
    ]);
    await answer(w.obsB, 'CJ', 2, [
      { questionId: q1, options: [{ optionId: q1no }] },
      { questionId: q2, options: [{ optionId: q2x }, { optionId: q2other, value: 'Seal broken' }] },
    ]);
    await answer(w.obsB2, 'CJ', 2, [
      { questionId: q1, options: [{ optionId: q1yes }] },
      { questionId: q2, options: [{ optionId: q2x }] },
    ]);
    // Form C's answers never count for form A.
    await answer(w.obsB2, 'CJ', 2, [{ questionId: w.formC.q1, options: [{ optionId: w.formC.q1no }] }]);
    await pause(20);
    mark = new Date().toISOString();
    await pause(20);
    await answer(w.obsB, 'AB', 5, [
      { questionId: q1, options: [{ optionId: q1no }] },
      { questionId: q2, options: [{ optionId: q2other, value: 'Ușa încuiată' }] },
    ]);
    await answer(w.obsB2, 'CJ', 7, [{ questionId: q1, options: [{ optionId: q1yes }] }]);
    await answer(w.obsA, 'AB', 5, [{ questionId: q2, options: [{ optionId: q2other, value: 'Lipsă lumină' }] }]);
    const cj2 = await s.ctx.db.get<{ id: number }>(
      "SELECT ps.id FROM polling_stations ps JOIN counties c ON c.id = ps.county_id WHERE c.code = 'CJ' AND ps.number = 2",
    );
    const setFollowUp = async (observerId: number, status: string) =>
      assert.equal((await s.put('/api/v1/answers/follow-up', { observerId, pollingStationId: cj2?.id, status }, w.admin)).status, 200);
    await setFollowUp(w.obsB.id, 'resolved');
    await setFollowUp(w.obsB2.id, 'needed');
  });
  after(() => s.close());

  test('every question and option of the form, counted; a multiple-choice total counts threads, not options', async () => {
    const all = await counts('');
    assert.deepEqual(all.q1, [3, 2, 5]);
    assert.deepEqual(all.q2, [2, 1, 3, 5]);
    // Flagged: No, Stamps and Other are flagged options; Yes and Nothing are not.
    assert.deepEqual(all.flagged, [0, 2, 2, 0, 3]);
  });

  test('each filter, and the bar leads to exactly the threads counted', async () => {
    const cases: [string, number[], number[]][] = [
      ['&county=CJ', [3, 1, 4], [2, 1, 1, 3]],
      ['&county=ab', [0, 1, 1], [0, 0, 2, 2]],
      ['&pollingStationNumber=2', [1, 1, 2], [2, 0, 1, 2]],
      ['&fromPollingStationNumber=2&toPollingStationNumber=7', [2, 2, 4], [2, 0, 3, 4]],
      ['&toPollingStationNumber=1', [1, 0, 1], [0, 1, 0, 1]],
      ['&urgent=true', [1, 2, 3], [2, 0, 3, 4]],
      ['&followUp=needed', [1, 0, 1], [1, 0, 0, 1]],
      ['&followUp=resolved', [0, 1, 1], [1, 0, 1, 1]],
      ['&followUp=none', [2, 1, 3], [0, 1, 2, 3]],
      [`&from=${encodeURIComponent(mark)}`, [1, 1, 2], [0, 0, 2, 2]],
      [`&to=${encodeURIComponent(mark)}`, [2, 1, 3], [2, 1, 1, 3]],
      ['&county=CJ&urgent=true', [1, 1, 2], [2, 0, 1, 2]],
    ];
    const { q1yes, q1no, q2x, q2y, q2other } = w.formA;
    for (const [query, q1, q2] of cases) {
      const got = await counts(query);
      assert.deepEqual(got.q1, q1, `q1 ${query}`);
      assert.deepEqual(got.q2, q2, `q2 ${query}`);
      const options = [q1yes, q1no, q2x, q2y, q2other];
      const expected = [q1[0], q1[1], q2[0], q2[1], q2[2]];
      for (const [i, optionId] of options.entries()) {
        assert.equal((await threadsChoosing(optionId, query)).totalItems, expected[i], `threads choosing option ${i} ${query}`);
      }
    }
  });

  test("an NGO admin counts only the NGO's threads, and their bars list only those", async () => {
    const mine = await counts('', w.admin);
    assert.deepEqual(mine.q1, [2, 2, 4]);
    assert.deepEqual(mine.q2, [2, 0, 2, 3]);
    const ab = await counts('&county=AB', w.admin);
    assert.deepEqual(ab.q1, [0, 1, 1]);
    assert.deepEqual(ab.q2, [0, 0, 1, 1]);
    const others = await threadsChoosing(w.formA.q2other, '', w.admin);
    assert.deepEqual(others.data.map((t) => `${t.countyCode}${t.pollingStationNumber}`).sort(), ['AB5', 'CJ2']);
  });

  test('questionId and optionId on the answers list: a question, an option, and both', async () => {
    const { q1, q2, q1no, q2other } = w.formA;
    assert.equal((await s.get<Page<unknown>>(`/api/v1/answers?questionId=${q1}`, w.org)).json.totalItems, 5);
    assert.equal((await s.get<Page<unknown>>(`/api/v1/answers?questionId=${q2}`, w.org)).json.totalItems, 5);
    assert.equal((await s.get<Page<unknown>>(`/api/v1/answers?questionId=${w.formC.q1}`, w.org)).json.totalItems, 1);
    assert.equal((await s.get<Page<unknown>>(`/api/v1/answers?questionId=${q1}&optionId=${q1no}`, w.org)).json.totalItems, 2);
    // An option of another question matches nothing.
    assert.equal((await s.get<Page<unknown>>(`/api/v1/answers?questionId=${q1}&optionId=${q2other}`, w.org)).json.totalItems, 0);
    assert.equal((await s.get(`/api/v1/answers?optionId=x`, w.org)).status, 400);
  });

  test('free text: newest first with the observer and the station, filtered and paged', async () => {
    const url = (query: string) => `/api/v1/statistics/questions/${w.formA.q2}/text?${query}`;
    const all = await s.get<Page<FreeTextAnswer>>(url(''), w.org);
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(
      all.json.data.map((a) => [a.text, a.countyCode, a.pollingStationNumber, a.observerId, a.optionId]),
      [
        ['Lipsă lumină', 'AB', 5, w.obsA.id, w.formA.q2other],
        ['Ușa încuiată', 'AB', 5, w.obsB.id, w.formA.q2other],
        ['Seal broken', 'CJ', 2, w.obsB.id, w.formA.q2other],
      ],
    );
    assert.equal(all.json.data[0]?.observerName, 'Ana Organizer');
    const second = await s.get<Page<FreeTextAnswer>>(url('page=2&pageSize=1'), w.org);
    assert.deepEqual([second.json.totalItems, second.json.totalPages, second.json.data[0]?.text], [3, 3, 'Ușa încuiată']);
    const cj = await s.get<Page<FreeTextAnswer>>(url('county=CJ'), w.org);
    assert.deepEqual(
      cj.json.data.map((a) => a.text),
      ['Seal broken'],
    );
    const mine = await s.get<Page<FreeTextAnswer>>(url(''), w.admin);
    assert.deepEqual(
      mine.json.data.map((a) => a.text),
      ['Ușa încuiată', 'Seal broken'],
    );
    const noText = await s.get<Page<FreeTextAnswer>>(`/api/v1/statistics/questions/${w.formA.q1}/text`, w.org);
    assert.deepEqual([noText.status, noText.json.totalItems], [200, 0]);
    assert.equal((await s.get('/api/v1/statistics/questions/999999/text', w.org)).status, 404);
  });

  test('counts follow new answers at once, and changed answers move between options', async () => {
    const before = await counts('&county=CJ');
    assert.deepEqual(before.q1, [3, 1, 4]);
    await answer(w.obsA, 'CJ', 1, [{ questionId: w.formA.q1, options: [{ optionId: w.formA.q1no }] }]);
    assert.deepEqual((await counts('&county=CJ')).q1, [2, 2, 4]);
    await answer(w.obsA, 'CJ', 9, [{ questionId: w.formA.q1, options: [{ optionId: w.formA.q1no }] }]);
    assert.deepEqual((await counts('&county=CJ')).q1, [2, 3, 5]);
    assert.deepEqual((await counts('&county=CJ&urgent=true')).q1, [1, 3, 4]);
  });

  test('refusals: a missing or unknown form, a bad filter, an observer token', async () => {
    assert.equal((await s.get('/api/v1/statistics/questions', w.org)).status, 400);
    assert.equal((await s.get('/api/v1/statistics/questions?formId=999999', w.org)).status, 404);
    assert.equal((await s.get(`/api/v1/statistics/questions?formId=${w.formA.id}&followUp=maybe`, w.org)).status, 400);
    assert.equal((await s.get(`/api/v1/statistics/questions?formId=${w.formA.id}`, w.obsA.token)).status, 403);
    assert.equal((await s.get(`/api/v1/statistics/questions?formId=${w.formA.id}`)).status, 401);
    const draft = await s.get<QuestionResult[]>(`/api/v1/statistics/questions?formId=${w.draft.id}`, w.org);
    assert.deepEqual(
      draft.json[0]?.options.map((o) => o.count),
      [0, 0],
    );
  });
});
