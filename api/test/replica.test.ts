import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { DIALECT, makeWorld, startServer, type TestServer, type World } from './helpers.js';
import { startPrimaryAndReplica, type Cluster } from './support/clusters.js';
import { REPLICA_RETRY_MS, ReplicaReads } from '../src/db/replica.js';

type Stat = { data: { label: string; value: number }[] };
type MapRow = { id: number; countyCode: string; number: number; state: string; urgentOpen: number };
type QuestionResult = { questionId: number; total: number; options: { optionId: number; count: number }[] };

/**
 * DATABASE_REPLICA_URL (issue 28): statistics and exports read from a streaming replica; what a
 * person just wrote and reads back comes from the primary; a replica that goes down sends those
 * reads to the primary with a log line, never an error. A primary and its replica (pg_basebackup,
 * streaming replication) run on loopback for this test only.
 */
describe('reads from a streaming replica', { skip: DIALECT !== 'postgres' }, () => {
  let primary: Cluster;
  let replica: Cluster;
  let s: TestServer;
  let w: World;
  let reads: ReplicaReads;

  const sql = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query<T>(text, values)).rows;
    } finally {
      await c.end();
    }
  };
  /** Waits until the replica has replayed everything the primary has written so far (commits are asynchronous on a test cluster: the insert position, not the written one). */
  const caughtUp = async () => {
    const [{ lsn } = { lsn: '' }] = await sql<{ lsn: string }>(primary.url, 'SELECT pg_current_wal_insert_lsn()::text AS lsn');
    for (let i = 0; i < 300; i++) {
      const [row] = await sql<{ done: boolean }>(replica.url, 'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [lsn]);
      if (row?.done) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the replica did not catch up');
  };
  const flaggedAnswer = (countyCode: string, pollingStationNumber: number) =>
    s.post(
      '/api/v1/answers',
      { answers: [{ questionId: w.formA.q1, countyCode, pollingStationNumber, options: [{ optionId: w.formA.q1no }] }] },
      w.obsB.token,
    );
  const irregularities = async () => (await s.get<Stat>('/api/v1/statistics/countiesIrregularities', w.admin)).json.data;
  /** The map's station row (the NGO admin's scope) and its ETag. */
  const mapStation = async (countyCode: string, number: number) => {
    const r = await s.get<MapRow[]>(`/api/v1/map/stations?county=${countyCode}`, w.admin);
    assert.equal(r.status, 200);
    return { row: r.json.find((x) => x.number === number), etag: r.headers.get('etag') };
  };
  /** How many threads chose "No" to form A's first question (per-question results). */
  const noCount = async () => {
    const r = await s.get<QuestionResult[]>(`/api/v1/statistics/questions?formId=${w.formA.id}`, w.admin);
    assert.equal(r.status, 200);
    return r.json.find((q) => q.questionId === w.formA.q1)?.options.find((o) => o.optionId === w.formA.q1no)?.count;
  };
  const download = async (path: string) => {
    const res = await fetch(s.url + path, { headers: { authorization: `Bearer ${w.admin}` } });
    return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  before(async () => {
    ({ primary, replica } = await startPrimaryAndReplica());
    s = await startServer({ config: { databaseUrl: primary.url, databaseReplicaUrl: replica.url } });
    assert.ok(s.ctx.db.replica instanceof ReplicaReads, 'DATABASE_REPLICA_URL gives the replica path');
    reads = s.ctx.db.replica;
    w = await makeWorld(s);
    assert.equal((await flaggedAnswer('CJ', 12)).status, 200);
  });

  after(async () => {
    await s?.close();
    await replica?.stop();
    await primary?.stop();
  });

  test('statistics and exports read from the replica: every read counted there, none fell back', async () => {
    await caughtUp();
    const before = { ...reads.counts };
    assert.deepEqual(await irregularities(), [{ label: 'Cluj', value: 1 }]);
    const xlsx = await download('/api/v1/export/all');
    assert.equal(xlsx.status, 200);
    assert.equal(xlsx.bytes.subarray(0, 2).toString(), 'PK', 'a workbook');
    const notes = await download('/api/v1/export/all/notes');
    assert.equal(notes.status, 200);
    const observers = await download('/api/v1/observer/export');
    assert.equal(observers.status, 200);
    assert.match(observers.bytes.toString(), /Bogdan Civic/);
    // statistics: 2 reads (total, page); workbook: forms, questions and chunks per form, notes; CSVs: 2 pages each.
    const onReplica = reads.counts.replica - before.replica;
    assert.ok(onReplica >= 10, `${onReplica} reads on the replica`);
    assert.equal(reads.counts.fallback, before.fallback, 'none went to the primary');
  });

  test('the map, per-question results, free text and anomalies read from the replica: every read counted there', async () => {
    await caughtUp();
    const before = { ...reads.counts };
    const { row } = await mapStation('CJ', 12);
    assert.equal(row?.state, 'urgent');
    const counties = await s.get<{ code: string; urgentOpen: number }[]>('/api/v1/map/counties', w.admin);
    assert.equal(counties.json.find((c) => c.code === 'CJ')?.urgentOpen, 1);
    const detail = await s.get<{ urgentThreads: unknown[] }>(`/api/v1/map/stations/${row!.id}`, w.admin);
    assert.equal(detail.json.urgentThreads.length, 1);
    const afterMap = reads.counts.replica;
    // map/stations with a county: the county, the fingerprint, the stations, visits and threads; counties; the panel's 3.
    assert.ok(afterMap - before.replica >= 9, `${afterMap - before.replica} map reads on the replica`);
    assert.equal(await noCount(), 1);
    const text = await s.get(`/api/v1/statistics/questions/${w.formA.q2}/text`, w.admin);
    assert.equal(text.status, 200);
    assert.equal((await s.get('/api/v1/statistics/anomalies?level=county', w.admin)).status, 200);
    // Results: their reuse check and the grouped statement; free text: 3; anomalies: the check, station ranges, notes, counties.
    assert.ok(reads.counts.replica - afterMap >= 8, `${reads.counts.replica - afterMap} statistics reads on the replica`);
    assert.equal(reads.counts.fallback, before.fallback, 'none went to the primary');
  });

  test('while the replica lags, statistics show what it replayed; a write read back in the same flow comes from the primary', async () => {
    await caughtUp();
    // Computed and held before the lag: what is reused must be checked against the replica too.
    const held = { station: await mapStation('B', 7), no: await noCount() };
    assert.equal(held.station.row?.state, 'none');
    assert.equal(held.no, 1);
    await sql(replica.url, 'SELECT pg_wal_replay_pause()');
    try {
      assert.equal((await flaggedAnswer('B', 7)).status, 200);
      // The statistic is the replica's: it has not replayed the new answer.
      assert.deepEqual(await irregularities(), [{ label: 'Cluj', value: 1 }]);
      // The thread list (what the person acts on next) is the primary's: the new thread is there.
      const threads = await s.get<{ data: { pollingStationId: number; urgent: boolean }[] }>(
        `/api/v1/answers?observerId=${w.obsB.id}&pollingStationNumber=7`,
        w.admin,
      );
      assert.equal(threads.json.data.length, 1);
      const thread = threads.json.data[0]!;
      // A follow-up change, read back.
      const key = { observerId: w.obsB.id, pollingStationId: thread.pollingStationId };
      assert.equal((await s.put('/api/v1/answers/follow-up', { ...key, status: 'needed' }, w.admin)).status, 200);
      const history = await s.get<{ status: string }[]>(
        `/api/v1/answers/follow-up/history?observerId=${key.observerId}&pollingStationId=${key.pollingStationId}`,
        w.admin,
      );
      assert.deepEqual(
        history.json.map((h) => h.status),
        ['needed'],
      );
      // A saved form, read back.
      const form = await s.get<{ questions: { text: string }[] }[]>(`/api/v1/form/${w.formA.id}`, w.org);
      form.json[0]!.questions[0]!.text = 'Did it open on time? (edited while the replica lags)';
      assert.equal((await s.put('/api/v1/form', { id: w.formA.id, formSections: form.json }, w.org)).status, 200);
      const saved = await s.get<{ questions: { text: string }[] }[]>(`/api/v1/form/${w.formA.id}`, w.org);
      assert.equal(saved.json[0]?.questions[0]?.text, 'Did it open on time? (edited while the replica lags)');
      // The map and the per-question results are the replica's too (the same ETag: nothing it
      // shows moved there). Read last, after every write on the primary.
      const lagging = await mapStation('B', 7);
      assert.equal(lagging.row?.state, 'none');
      assert.equal(lagging.etag, held.station.etag);
      assert.equal(await noCount(), 1);
    } finally {
      await sql(replica.url, 'SELECT pg_wal_replay_resume()');
    }
    await caughtUp();
    assert.deepEqual(await irregularities(), [
      { label: 'Cluj', value: 1 },
      { label: 'București', value: 1 },
    ]);
    // Replayed: the map and the results move, though nothing was written on the primary since
    // they were last computed (a reuse check read on the primary would keep the lagging ones).
    const replayed = await mapStation('B', 7);
    assert.equal(replayed.row?.state, 'urgent');
    assert.notEqual(replayed.etag, held.station.etag);
    assert.equal(await noCount(), 2);
  });

  test('the replica down: the same reads come from the primary, with a log line, never an error; then back', async () => {
    await caughtUp();
    await replica.halt();
    const before = { ...reads.counts };
    assert.deepEqual(await irregularities(), [
      { label: 'Cluj', value: 1 },
      { label: 'București', value: 1 },
    ]);
    for (const path of ['/api/v1/export/all', '/api/v1/export/all/notes', '/api/v1/observer/export', '/api/v1/map/counties']) {
      assert.equal((await download(path)).status, 200, path);
    }
    assert.equal((await mapStation('B', 7)).row?.state, 'urgent');
    assert.equal(await noCount(), 2);
    assert.equal((await s.get('/api/v1/statistics/anomalies', w.admin)).status, 200);
    assert.ok(reads.counts.fallback - before.fallback >= 6, `${reads.counts.fallback - before.fallback} reads fell back`);
    assert.equal(reads.counts.replica, before.replica, 'nothing answered by the replica');
    const warnings = s.logLines.filter((l) => l.includes('read replica unavailable: reading from the primary'));
    assert.equal(warnings.length, 1, 'one line when it goes down, not one per read');
    assert.equal((JSON.parse(warnings[0]!) as { level: number }).level, 40, 'a warning');

    await replica.restart();
    await caughtUp();
    await new Promise((r) => setTimeout(r, REPLICA_RETRY_MS + 200));
    const back = reads.counts.replica;
    assert.equal((await s.get('/api/v1/statistics/countiesIrregularities', w.admin)).status, 200);
    assert.ok(reads.counts.replica > back, 'reads go to the replica again');
    assert.ok(s.logs().includes('read replica answers again'), 'and a line says so');
  });
});
