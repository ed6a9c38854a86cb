import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';
import type { Anomaly } from '../src/services/anomalies.js';
import { PRIOR_MAX, PRIOR_MIN, flagRateStandsOut, priorStrength, rateRatio, shrunkRate } from '../src/services/anomaly-score.js';

interface Page<T> {
  data: T[];
  totalItems: number;
  totalPages: number;
}

const close = (actual: number | undefined, expected: number, what: string) =>
  assert.ok(actual !== undefined && Math.abs(actual - expected) < 1e-9, `${what}: ${actual} is not ${expected}`);

describe('the shrinkage formula, on numbers worked by hand', () => {
  test('the prior strength by the method of moments, and the estimates it gives', () => {
    // Four units at a group rate of 0.1: 5, 15, 5, 15 flags of 100 answers.
    // observed = Σ (f − 10)²/100 = 4·25/100 = 1; chance = 4·0.09 = 0.36; room = 4·0.09·99 = 35.64
    // ρ = (1 − 0.36)/35.64 = 16/891; κ = 891/16 − 1 = 54.6875
    const units = [5, 15, 5, 15].map((f) => ({ n: 100, f, p: 0.1 }));
    close(priorStrength(units), 54.6875, 'κ');
    // A large unit: (15 + 5.46875)/(100 + 54.6875) = 0.13232323…, 1.3232… times the group's rate.
    close(shrunkRate({ n: 100, f: 15, p: 0.1 }, 54.6875), 20.46875 / 154.6875, 'large');
    close(rateRatio({ n: 100, f: 15, p: 0.1 }, 54.6875), 204.6875 / 154.6875, 'large ratio');
    // 2 flags of 2 answers does not top 60 of 200: 0.13175… against 0.25705…
    const small = shrunkRate({ n: 2, f: 2, p: 0.1 }, 54.6875);
    const big = shrunkRate({ n: 200, f: 60, p: 0.1 }, 54.6875);
    close(small, 7.46875 / 56.6875, 'small');
    close(big, 65.46875 / 254.6875, 'big');
    assert.ok(small < big);
  });

  test('the bounds: no spread beyond chance, nothing to measure, and a wild spread', () => {
    assert.equal(priorStrength([10, 10, 10].map((f) => ({ n: 100, f, p: 0.1 }))), PRIOR_MAX);
    assert.equal(priorStrength([0, 1, 1].map((f) => ({ n: 1, f, p: 0.5 }))), PRIOR_MAX);
    assert.equal(priorStrength([]), PRIOR_MAX);
    assert.equal(priorStrength([0, 100, 0, 100].map((f) => ({ n: 100, f, p: 0.5 }))), PRIOR_MIN);
    assert.equal(rateRatio({ n: 10, f: 0, p: 0 }, 20), 0);
  });

  test('named for its flag rate: 1.5 times the group and at least two flags', () => {
    // One flag of 14 in a county at 0.5 %: (1 + 20·0.005)/(14 + 20) = 0.03235…, 6.5 times, but one flag.
    assert.ok(rateRatio({ n: 14, f: 1, p: 0.005 }, 20) > 6);
    assert.equal(flagRateStandsOut({ n: 14, f: 1, p: 0.005 }, 20), false);
    assert.equal(flagRateStandsOut({ n: 14, f: 2, p: 0.005 }, 20), true);
    // 1.5 exactly: (10 + 20·0.25)/(20 + 20) = 0.375 = 1.5·0.25; one flag fewer: 0.35, 1.4 times.
    assert.equal(flagRateStandsOut({ n: 20, f: 10, p: 0.25 }, 20), true);
    assert.equal(flagRateStandsOut({ n: 20, f: 9, p: 0.25 }, 20), false);
  });
});

/**
 * The other NGO's observers (what ngoadmin sees), form Q (ten single-choice questions, Ok / Bad
 * flagged), worked out by hand:
 *
 *   CJ 10  five observers agreeing, Bad on Q-1…Q-4: 50 answers, 20 flagged
 *   CJ 11  one observer, Bad on: 2 answers, 2 flagged
 *   CJ 12–20  one observer, all Ok: 10 answers each; CJ 21: Bad on Q-1 (10, 1)
 *   AB 1, AB 2  (10, 1) each;  BV 3  Ok on Q-1 (1, 0)
 *
 * County rates: CJ 23/152, AB 2/20, BV 0. The method of moments gives κ ≈ 3.0, below the bound,
 * so κ = PRIOR_MIN = 20. CJ 10: (20 + 20·23/152)/(50 + 20) over 23/152 = 50/23 = 2.1739…;
 * CJ 11: (2 + 20·23/152)/(2 + 20) over 23/152 = 1.5098…; CJ 21: 0.92…, the others lower.
 *
 * The organizer NGO adds, in BV: at BV 3 obsA answers Bad where obsB answered Ok (observers of two
 * NGOs disagree: only the organizer sees it); at BV 4 obsA and orgA2 agree on Q-1, disagree on
 * Q-2 and choose differently in form A's multiple-choice question (not a disagreement); at BV 5
 * an urgent thread with three notes (a burst); at BV 6 three notes in a thread that is not urgent.
 */
describe('anomaly ranking', () => {
  let s: TestServer;
  let w: World;
  let q: { id: number; questions: { id: number; ok: number; bad: number }[] };
  const civic: { token: string }[] = [];
  let orgA2: { token: string };

  const answerQ = async (o: { token: string }, county: string, station: number, bad: number[], asked = 10) => {
    const answers = q.questions.slice(0, asked).map((question, i) => ({
      questionId: question.id,
      countyCode: county,
      pollingStationNumber: station,
      options: [{ optionId: bad.includes(i + 1) ? question.bad : question.ok }],
    }));
    const r = await s.post('/api/v1/answers', { answers }, o.token);
    assert.equal(r.status, 200, r.text);
  };
  const note = async (o: { token: string }, county: string, station: number, text: string) => {
    const r = await s.req('POST', '/api/v2/note', {
      token: o.token,
      body: multipart({ CountyCode: county, PollingStationNumber: String(station), Text: text }),
    });
    assert.equal(r.status, 200, r.text);
  };
  const anomalies = async (query: string, token: string) => {
    const r = await s.get<Page<Anomaly>>(`/api/v1/statistics/anomalies${query}`, token);
    assert.equal(r.status, 200, r.text);
    return r.json;
  };
  const observer = async (token: string, phone: string, name: string) => {
    const r = await s.post<number>('/api/v1/observer', { phone, pin: '1234', name }, token);
    assert.equal(r.status, 200, r.text);
    return { token: await s.login(phone, '1234', `tok-${phone}`) };
  };

  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
    const created = await s.post<number>(
      '/api/v1/form',
      {
        code: 'Q',
        description: 'Ten questions',
        draft: false,
        currentVersion: 1,
        formSections: [
          {
            code: 'Q1',
            description: 'All',
            questions: Array.from({ length: 10 }, (_, i) => ({
              code: `Q-${i + 1}`,
              text: `Question ${i + 1}?`,
              questionType: 1,
              optionsToQuestions: [{ text: 'Ok' }, { text: 'Bad', flagged: true }],
            })),
          },
        ],
      },
      w.org,
    );
    assert.equal(created.status, 200, created.text);
    const sections = (
      await s.get<{ questions: { id: number; optionsToQuestions: { optionId: number }[] }[] }[]>(`/api/v1/form/${created.json}`, w.org)
    ).json;
    q = {
      id: created.json,
      questions: (sections[0]?.questions ?? []).map((x) => ({
        id: x.id,
        ok: x.optionsToQuestions[0]?.optionId ?? 0,
        bad: x.optionsToQuestions[1]?.optionId ?? 0,
      })),
    };
    civic.push(w.obsB, w.obsB2);
    for (const i of [4, 5, 6]) civic.push(await observer(w.admin, `070000001${i}`, `Civic ${i}`));
    orgA2 = await observer(w.org, '0700000020', 'Ana Two');

    for (const o of civic) await answerQ(o, 'CJ', 10, [1, 2, 3, 4]);
    await answerQ(w.obsB, 'CJ', 11, [1, 2], 2);
    for (let station = 12; station <= 21; station++) await answerQ(w.obsB2, 'CJ', station, station === 21 ? [1] : []);
    await answerQ(w.obsB, 'AB', 1, [1]);
    await answerQ(w.obsB, 'AB', 2, [1]);
    await answerQ(w.obsB, 'BV', 3, [], 1);

    await answerQ(w.obsA, 'BV', 3, [1], 1);
    await answerQ(w.obsA, 'BV', 4, [], 2);
    await answerQ(orgA2, 'BV', 4, [2], 2);
    const multi = (o: { token: string }, optionId: number) =>
      s.post(
        '/api/v1/answers',
        { answers: [{ questionId: w.formA.q2, countyCode: 'BV', pollingStationNumber: 4, options: [{ optionId }] }] },
        o.token,
      );
    assert.equal((await multi(w.obsA, w.formA.q2y)).status, 200);
    assert.equal((await multi(orgA2, w.formA.q2x)).status, 200);
    await answerQ(w.obsA, 'BV', 5, [1], 1);
    for (const text of ['Urna deschisă', 'Sigiliu rupt', 'Conflict la intrare']) await note(w.obsA, 'BV', 5, text);
    await answerQ(orgA2, 'BV', 6, [], 1);
    for (const text of ['Coadă', 'Totul în regulă', 'Lumină slabă']) await note(orgA2, 'BV', 6, text);
  });
  after(() => s.close());

  test("stations against their county's rate: the NGO admin's two, with the figures worked by hand", async () => {
    const page = await anomalies('', w.admin);
    assert.deepEqual(
      page.data.map((r) => r.label),
      ['Cluj 10', 'Cluj 11'],
    );
    const [big, small] = page.data;
    const cj = 23 / 152;
    close(big?.score, 50 / 23, 'CJ 10 score');
    close(big?.rate, 20 / 50, 'CJ 10 rate');
    close(big?.baseline, cj, 'CJ 10 baseline');
    assert.deepEqual([big?.answers, big?.countyCode, big?.pollingStationNumber], [50, 'CJ', 10]);
    assert.deepEqual(big?.reasons, [{ code: 'flag-rate', params: { ratio: big?.score, flagged: 20, answers: 50 } }]);
    close(small?.score, (2 + 20 * cj) / 22 / cj, 'CJ 11 score');
    assert.deepEqual(
      small?.reasons.map((r) => r.code),
      ['flag-rate'],
    );
    assert.deepEqual([page.totalItems, page.totalPages], [2, 1]);
    const second = await anomalies('?page=2&pageSize=1', w.admin);
    assert.deepEqual(
      second.data.map((r) => r.label),
      ['Cluj 11'],
    );
    // Counties against all counties: CJ 1.006, AB 0.994, BV 0.999 times the rate; nothing stands out.
    assert.equal((await anomalies('?level=county', w.admin)).totalItems, 0);
  });

  test('disagreements on single-choice questions, across NGOs for the organizer only', async () => {
    const page = await anomalies('?pageSize=100', w.org);
    const row = (label: string) => page.data.find((r) => r.label === label);
    const bv3 = row('Brașov 3');
    assert.deepEqual(
      bv3?.reasons.filter((r) => r.code === 'disagreement'),
      [{ code: 'disagreement', params: { questionId: q.questions[0]?.id, questionCode: 'Q-1', observers: 2 } }],
    );
    assert.deepEqual(
      row('Brașov 4')?.reasons.filter((r) => r.code === 'disagreement'),
      [{ code: 'disagreement', params: { questionId: q.questions[1]?.id, questionCode: 'Q-2', observers: 2 } }],
    );
    // A disagreement adds 1 to the score.
    assert.ok((bv3?.score ?? 0) >= 1);
    assert.equal(row('Brașov 6'), undefined);
    const mine = await anomalies('?pageSize=100', w.admin);
    assert.equal(
      mine.data.find((r) => r.countyCode === 'BV'),
      undefined,
    );
  });

  test('a burst of urgent notes names the station; notes of a thread without flags do not', async () => {
    const page = await anomalies('?pageSize=100', w.org);
    const bv5 = page.data.find((r) => r.label === 'Brașov 5');
    assert.deepEqual(
      bv5?.reasons.filter((r) => r.code === 'urgent-notes-burst'),
      [{ code: 'urgent-notes-burst', params: { notes: 3, minutes: 30 } }],
    );
    const counties = await anomalies('?level=county', w.org);
    const bv = counties.data.find((r) => r.countyCode === 'BV');
    assert.deepEqual(
      bv?.reasons.filter((r) => r.code !== 'flag-rate'),
      [
        { code: 'disagreement', params: { stations: 2 } },
        { code: 'urgent-notes-burst', params: { stations: 1 } },
      ],
    );
    assert.equal(bv?.label, 'Brașov');
    assert.equal(bv?.pollingStationNumber, undefined);
  });

  test('a form: only its answers and notes count', async () => {
    assert.equal((await anomalies(`?formId=${w.formA.id}`, w.org)).totalItems, 0);
    const formQ = await anomalies(`?formId=${q.id}&pageSize=100`, w.org);
    assert.ok(formQ.data.some((r) => r.label === 'Brașov 3'));
    // The notes have no question, so they belong to no form.
    assert.ok(!formQ.data.find((r) => r.label === 'Brașov 5')?.reasons.some((r) => r.code === 'urgent-notes-burst'));
  });

  test('the ranking follows new answers, and refusals', async () => {
    const before = await anomalies('?pageSize=100', w.org);
    assert.equal(
      before.data.find((r) => r.label === 'Brașov 7'),
      undefined,
    );
    await answerQ(w.obsA, 'BV', 7, [], 3);
    await answerQ(orgA2, 'BV', 7, [3], 3);
    const after = await anomalies('?pageSize=100', w.org);
    assert.deepEqual(
      after.data
        .find((r) => r.label === 'Brașov 7')
        ?.reasons.filter((r) => r.code === 'disagreement')
        .map((r) => r.params),
      [{ questionId: q.questions[2]?.id, questionCode: 'Q-3', observers: 2 }],
    );
    assert.equal((await s.get('/api/v1/statistics/anomalies?level=city', w.org)).status, 400);
    assert.equal((await s.get('/api/v1/statistics/anomalies?formId=999999', w.org)).status, 404);
    assert.equal((await s.get('/api/v1/statistics/anomalies', w.obsA.token)).status, 403);
  });
});
