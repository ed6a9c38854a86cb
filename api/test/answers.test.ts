import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DIALECT, TINY_JPEG, makeWorld, multipart, startServer, type TestServer, type World } from './helpers.js';
import type { FilledInQuestion, ThreadDto } from '../src/services/threads.js';
import type { NoteDto } from '../src/services/notes.js';
import { SqliteDb } from '../src/db/sqlite.js';

interface Page<T> {
  data: T[];
  totalItems: number;
  totalPages: number;
}
type Thread = ThreadDto;

describe('observer submissions, threads, notes and statistics', () => {
  let s: TestServer;
  let w: World;
  let stationB: number;
  before(async () => {
    s = await startServer();
    w = await makeWorld(s);
  });
  after(() => s.close());

  test('check-in: validation and upsert', async () => {
    const bad = await s.post<{ errors: Record<string, string[]> }>(
      '/api/v1/polling-station',
      { countyCode: 'ZZ', pollingStationNumber: 'x', observerArrivalTime: 'yesterday' },
      w.obsB.token,
    );
    assert.equal(bad.status, 400);
    assert.ok(bad.json.errors.pollingStationNumber);
    assert.ok(bad.json.errors.observerArrivalTime);
    const range = await s.post<{ errors: Record<string, string[]> }>(
      '/api/v1/polling-station',
      { countyCode: 'CV', pollingStationNumber: 9999 },
      w.obsB.token,
    );
    assert.equal(range.status, 400);
    assert.ok(range.json.errors.pollingStationNumber);
    const unknown = await s.post<{ errors: Record<string, string[]> }>(
      '/api/v1/polling-station',
      { countyCode: 'ZZ', pollingStationNumber: 1 },
      w.obsB.token,
    );
    assert.ok(unknown.json.errors.countyCode);
    const ok = await s.post(
      '/api/v1/polling-station',
      {
        countyCode: 'cj',
        pollingStationNumber: '12',
        observerArrivalTime: '2025-05-18T05:00:00Z',
        urbanArea: true,
        isPollingStationPresidentFemale: false,
      },
      w.obsB.token,
    );
    assert.equal(ok.status, 200);
    const again = await s.post(
      '/api/v1/polling-station',
      { countyCode: 'CJ', pollingStationNumber: 12, observerLeaveTime: '2025-05-18T19:00:00Z' },
      w.obsB.token,
    );
    assert.equal(again.status, 200);
    const v = await s.ctx.db.get<{ arrival_time: string; leave_time: string; urban_area: number }>(
      'SELECT arrival_time, leave_time, urban_area FROM station_visits WHERE observer_id = ?',
      [w.obsB.id],
    );
    assert.equal(v?.arrival_time, '2025-05-18T05:00:00.000Z');
    assert.equal(v?.leave_time, '2025-05-18T19:00:00.000Z');
    assert.equal(v?.urban_area, 1);
    assert.equal((await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: 12 }, w.admin)).status, 403);
    assert.equal((await s.post('/api/v1/polling-station', { countyCode: 'CJ', pollingStationNumber: 12 })).status, 401);
  });

  test('answers: validation rules', async () => {
    const post = (answers: unknown, token = w.obsB.token) =>
      s.post<{ errors: Record<string, string[]> }>('/api/v1/answers', { answers }, token);
    assert.ok((await post([])).json.errors.answers);
    assert.ok(
      (await post([{ questionId: 999999, countyCode: 'CJ', pollingStationNumber: 12, options: [] }])).json.errors['answers[0].questionId'],
    );
    assert.ok(
      (await post([{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 12, options: [{ optionId: w.formC.q1yes }] }])).json
        .errors['answers[0].options[0].optionId'],
    );
    assert.ok(
      (
        await post([
          {
            questionId: w.formA.q1,
            countyCode: 'CJ',
            pollingStationNumber: 12,
            options: [{ optionId: w.formA.q1yes }, { optionId: w.formA.q1no }],
          },
        ])
      ).json.errors['answers[0].options'],
    );
    const draft = await post([
      { questionId: w.draft.q1, countyCode: 'CJ', pollingStationNumber: 12, options: [{ optionId: w.draft.q1opt }] },
    ]);
    assert.equal(draft.status, 400);
    assert.ok(draft.json.errors['answers[0].questionId']);
    assert.ok(
      (await post([{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 0, options: [] }])).json.errors[
        'answers[0].pollingStationNumber'
      ],
    );
    assert.ok(
      (await post([{ questionId: 'abc', countyCode: 'CJ', pollingStationNumber: 1, options: 'x' }])).json.errors['answers[0].questionId'],
    );
    assert.equal(
      (
        await post(
          [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 12, options: [{ optionId: w.formA.q1yes }] }],
          w.admin,
        )
      ).status,
      403,
    );
    assert.equal((await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM answers'))?.n, 0, 'nothing written');
  });

  test('answers: submit, replace per question, thread summary kept', async () => {
    const first = await s.post(
      '/api/v1/answers',
      {
        answers: [
          { questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 12, options: [{ optionId: w.formA.q1yes }] },
          {
            questionId: w.formA.q2,
            countyCode: 'CJ',
            pollingStationNumber: 12,
            options: [{ optionId: w.formA.q2y }, { optionId: w.formA.q2other, value: 'No ink' }],
          },
        ],
      },
      w.obsB.token,
    );
    assert.equal(first.status, 200);
    // Replace Q1 with the flagged answer.
    assert.equal(
      (
        await s.post(
          '/api/v1/answers',
          { answers: [{ questionId: w.formA.q1, countyCode: 'CJ', pollingStationNumber: 12, options: [{ optionId: w.formA.q1no }] }] },
          w.obsB.token,
        )
      ).status,
      200,
    );
    const rows = await s.ctx.db.all<{ option_id: number }>('SELECT option_id FROM answers WHERE observer_id = ? ORDER BY option_id', [
      w.obsB.id,
    ]);
    assert.deepEqual(
      rows.map((r) => r.option_id).sort((a, b) => a - b),
      [w.formA.q1no, w.formA.q2y, w.formA.q2other].sort((a, b) => a - b),
    );
    await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formC.q1, countyCode: 'B', pollingStationNumber: 3, options: [{ optionId: w.formC.q1no }] }] },
      w.obsA.token,
    );
    await s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode: 'B', pollingStationNumber: 4, options: [{ optionId: w.formA.q1yes }] }] },
      w.obsB2.token,
    );
  });

  test('thread list: one row per (observer, station), inline details, filters, scope', async () => {
    const all = await s.get<Page<Thread>>('/api/v1/answers', w.admin);
    assert.equal(all.json.totalItems, 2, 'only NGO 2 threads');
    const t = all.json.data.find((x) => x.observerId === w.obsB.id)!;
    stationB = t.pollingStationId;
    assert.equal(t.pollingStationName, 'Cluj 12');
    assert.equal(t.countyCode, 'CJ');
    assert.equal(t.pollingStationNumber, 12);
    assert.equal(t.urgent, true);
    assert.equal(t.urbanArea, true);
    assert.equal(t.isPollingStationPresidentFemale, false);
    assert.equal(t.observerArrivalTime, '2025-05-18T05:00:00.000Z');
    assert.equal(t.observerPhone, '0700000002');
    assert.equal(all.json.data[0]?.observerId, w.obsB2.id, 'newest first');
    const urgent = await s.get<Page<Thread>>('/api/v1/answers?urgent=true', w.admin);
    assert.deepEqual(
      urgent.json.data.map((x) => x.observerId),
      [w.obsB.id],
    );
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?isUrgent=false', w.admin)).json.totalItems, 2);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?county=B', w.admin)).json.totalItems, 1);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?county=B&pollingStationNumber=4', w.admin)).json.totalItems, 1);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?phoneObserver=00003', w.admin)).json.totalItems, 1);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?observerPhoneNumber=0002', w.admin)).json.totalItems, 1);
    assert.equal((await s.get<Page<Thread>>(`/api/v1/answers?observerId=${w.obsB.id}`, w.admin)).json.totalItems, 1);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?from=2000-01-01 00:00&to=2001-01-01 00:00', w.admin)).json.totalItems, 0);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers?from=2000-01-01 00:00', w.admin)).json.totalItems, 2);
    assert.equal((await s.get('/api/v1/answers?from=notadate', w.admin)).status, 400);
    assert.equal((await s.get('/api/v1/answers?pollingStationNumber=x', w.admin)).status, 400);
    assert.equal((await s.get<Page<Thread>>('/api/v1/answers', w.org)).json.totalItems, 3, 'organizer sees all');
    assert.equal((await s.get('/api/v1/answers', w.obsA.token)).status, 403);
  });

  test('thread list is index-backed: no scan of answers', { skip: DIALECT !== 'sqlite' }, () => {
    const db = s.ctx.db as SqliteDb;
    const plan = db.explain(
      `SELECT t.observer_id FROM answer_threads t JOIN observers o ON o.id = t.observer_id JOIN counties c ON c.id = t.county_id
        LEFT JOIN station_visits v ON v.observer_id = t.observer_id AND v.polling_station_id = t.polling_station_id
        WHERE t.ngo_id = ? AND t.urgent = 1 ORDER BY t.last_modified DESC, t.observer_id DESC, t.polling_station_id DESC LIMIT 20 OFFSET 0`,
      [2],
    );
    assert.ok(!plan.some((p) => /answers\b/.test(p) && !/answer_threads/.test(p)), plan.join('\n'));
    assert.ok(!plan.some((p) => /^SCAN t\b/.test(p) || /USE TEMP B-TREE FOR ORDER BY/.test(p)), plan.join('\n'));
  });

  test('filledIn and pollingStationInfo: shapes, 204, tenant 404', async () => {
    const r = await s.get<FilledInQuestion[]>(`/api/v1/answers/filledIn?pollingStationId=${stationB}&observerId=${w.obsB.id}`, w.admin);
    assert.equal(r.status, 200);
    assert.equal(r.json.length, 2, 'one element per question');
    const q2 = r.json.find((x) => x.id === w.formA.q2)!;
    assert.equal(q2.formCode, 'A');
    assert.equal(q2.questionCode, 'A1-2');
    assert.equal(q2.questionTypeId, 3);
    assert.equal(q2.answers.length, 2);
    assert.deepEqual(
      q2.answers.find((a) => a.isFreeText),
      { optionId: w.formA.q2other, text: 'Other', isFreeText: true, value: 'No ink', flagged: true },
    );
    assert.equal((await s.get(`/api/v1/answers/filledIn?pollingStationId=${stationB}&observerId=${w.obsA.id}`, w.admin)).status, 404);
    assert.equal((await s.get(`/api/v1/answers/filledIn?pollingStationId=${stationB}`, w.admin)).status, 400);
    const info = await s.get<Record<string, unknown>>(
      `/api/v1/answers/pollingStationInfo?ObserverId=${w.obsB.id}&PollingStationNumber=${stationB}`,
      w.admin,
    );
    assert.equal(info.status, 200);
    assert.deepEqual(Object.keys(info.json).sort(), [
      'isPollingStationPresidentFemale',
      'lastModified',
      'observerArrivalTime',
      'observerLeaveTime',
      'urbanArea',
    ]);
    const none = await s.get(`/api/v1/answers/pollingStationInfo?observerId=${w.obsB2.id}&pollingStationId=${stationB}`, w.admin);
    assert.equal(none.status, 204);
    assert.equal(
      (await s.get(`/api/v1/answers/pollingStationInfo?observerId=${w.obsA.id}&pollingStationId=${stationB}`, w.admin)).status,
      404,
    );
    assert.equal(
      (await s.get(`/api/v1/answers/pollingStationInfo?observerId=${w.obsB.id}&pollingStationId=${stationB}`, w.org)).status,
      200,
    );
  });

  test('notes: upload with photos, signed links, file headers, limits, tenant 404', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%fake\n');
    const up = await s.req<NoteDto>('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '12', QuestionId: String(w.formA.q1), Text: 'Queue outside' }, [
        { name: 'Files', data: TINY_JPEG, filename: 'photo.JPG', type: 'image/jpeg' },
        { name: 'Files', data: pdf, filename: 'report.jpg', type: 'image/jpeg' },
      ]),
    });
    assert.equal(up.status, 200, up.text);
    assert.equal(up.json.text, 'Queue outside');
    assert.equal(up.json.formCode, 'A');
    assert.equal(up.json.attachmentsPaths.length, 2);
    const [img, doc] = up.json.attachmentsPaths;
    assert.ok(img?.startsWith(s.url), 'absolute link on the API origin');
    const imgRes = await fetch(img!);
    assert.equal(imgRes.status, 200);
    assert.equal(imgRes.headers.get('content-type'), 'image/jpeg');
    assert.equal(imgRes.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(imgRes.headers.get('referrer-policy'), 'no-referrer');
    assert.match(imgRes.headers.get('content-security-policy') ?? '', /sandbox/);
    assert.ok(Buffer.from(await imgRes.arrayBuffer()).equals(TINY_JPEG));
    const docRes = await fetch(doc!);
    assert.equal(docRes.headers.get('content-type'), 'application/pdf', 'type from the bytes, not the name');
    assert.match(docRes.headers.get('content-disposition') ?? '', /^attachment/);
    const tampered = img!.replace(/sig=[^&]+/, 'sig=AAAA');
    assert.equal((await fetch(tampered)).status, 404);
    assert.equal((await fetch(img!.replace(/exp=\d+/, 'exp=1'))).status, 404);
    assert.equal((await fetch(`${s.url}/files/../../etc/passwd`)).status, 404);

    const six = Array.from({ length: 6 }, (_, i) => ({ name: 'Files', data: TINY_JPEG, filename: `p${i}.jpg` }));
    const tooMany = await s.req('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '12', Text: 'x' }, six),
    });
    assert.equal(tooMany.status, 400);
    const huge = await s.req('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '12', Text: 'x' }, [
        { name: 'Files', data: Buffer.alloc(10 * 1024 * 1024 + 1, 1), filename: 'big.jpg' },
      ]),
    });
    assert.equal(huge.status, 413);
    const empty = await s.req<{ errors: Record<string, string[]> }>('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: '12' }),
    });
    assert.equal(empty.status, 400);
    const badStation = await s.req<{ errors: Record<string, string[]> }>('POST', '/api/v2/note', {
      token: w.obsB.token,
      body: multipart({ CountyCode: 'CJ', PollingStationNumber: 'abc', Text: 'x' }),
    });
    assert.ok(badStation.json.errors.pollingStationNumber);
    assert.equal((await s.post('/api/v2/note', { text: 'json' }, w.obsB.token)).status, 415);
    assert.equal(
      (
        await s.req('POST', '/api/v2/note', {
          token: w.admin,
          body: multipart({ CountyCode: 'CJ', PollingStationNumber: '12', Text: 'x' }),
        })
      ).status,
      403,
    );
    const files = await s.ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM note_attachments');
    assert.equal(files?.n, 2, 'failed uploads left no attachment rows');

    const list = await s.get<NoteDto[]>(`/api/v2/note?observerId=${w.obsB.id}&pollingStationId=${stationB}`, w.admin);
    assert.equal(list.status, 200);
    assert.equal(list.json.length, 1);
    for (const k of [
      'id',
      'text',
      'questionId',
      'formId',
      'formCode',
      'observerId',
      'pollingStationId',
      'lastModified',
      'attachmentsPaths',
    ])
      assert.ok(k in list.json[0]!, k);
    assert.equal((await s.get(`/api/v2/note?observerId=${w.obsB.id}`, w.obsA.token)).status, 403);
    assert.equal((await s.get(`/api/v2/note?observerId=${w.obsA.id}`, w.admin)).status, 404);
    assert.equal((await s.get('/api/v2/note', w.admin)).status, 400);
    const obs = await s.get<{ data: { id: number; numberOfNotes: number; numberOfPollingStations: number; lastSeen: string }[] }>(
      '/api/v1/observer?phone=0700000002',
      w.admin,
    );
    assert.equal(obs.json.data[0]?.numberOfNotes, 1);
    assert.equal(obs.json.data[0]?.numberOfPollingStations, 1);
  });

  test('device registration: 202, observers only', async () => {
    const r = await s.post('/api/v1/notification/register', { channelName: 'Firebase', token: 'fcm-123' }, w.obsB2.token);
    assert.equal(r.status, 202);
    assert.equal((await s.post('/api/v1/notification/register', { channelName: '', token: '' }, w.obsB2.token)).status, 400);
    assert.equal((await s.post('/api/v1/notification/register', { channelName: 'F', token: 't' }, w.admin)).status, 403);
  });

  test('statistics: computed by the database, scoped, sorted by value', async () => {
    type Stat = Page<{ label: string; value: number }>;
    const irr = await s.get<Stat>('/api/v1/statistics/countiesIrregularities', w.admin);
    assert.deepEqual(irr.json.data, [{ label: 'Cluj', value: 2 }]);
    const orgIrr = await s.get<Stat>('/api/v1/statistics/countiesIrregularities', w.org);
    assert.deepEqual(orgIrr.json.data, [
      { label: 'Cluj', value: 2 },
      { label: 'București', value: 1 },
    ]);
    const st = await s.get<Stat>('/api/v1/statistics/pollingStationIrregularities', w.org);
    assert.deepEqual(
      st.json.data.map((d) => d.label),
      ['Cluj 12', 'București 3'],
    );
    assert.deepEqual((await s.get<Stat>('/api/v1/statistics/countiesOpeningIrregularities', w.org)).json.data, [
      { label: 'Cluj', value: 2 },
    ]);
    assert.deepEqual((await s.get<Stat>('/api/v1/statistics/countiesByCountingIrregularities', w.org)).json.data, [
      { label: 'București', value: 1 },
    ]);
    assert.deepEqual((await s.get<Stat>('/api/v1/statistics/pollingStationsByCountingIrregularities', w.admin)).json.data, []);
    assert.deepEqual((await s.get<Stat>('/api/v1/statistics/pollingStationOpeningIrregularities', w.admin)).json.data, [
      { label: 'Cluj 12', value: 2 },
    ]);
    const obs = await s.get<Stat>('/api/v1/statistics/observerNumber?page=1&pageSize=5', w.admin);
    assert.deepEqual(
      obs.json.data,
      [
        { label: 'Cluj', value: 1 },
        { label: 'București', value: 1 },
      ],
      'ties follow the county order',
    );
    assert.equal(obs.json.totalItems, 2);
    assert.equal((await s.get('/api/v1/statistics/nope', w.admin)).status, 404);
    assert.equal((await s.get('/api/v1/statistics/observerNumber', w.obsA.token)).status, 403);
  });
});
