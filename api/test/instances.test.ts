import { test, before, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { DIALECT, TINY_JPEG, multipart } from './helpers.js';
import { RoundRobinProxy } from './support/round-robin-proxy.js';
import { refusedStart, startApiProcess, stopApiProcesses, waitExit, type ApiProcess } from './support/processes.js';
import { startPgBouncer, type Pooler } from './support/pgbouncer.js';

/**
 * Two API processes on one PostgreSQL database behind a round-robin proxy (issue 16): what one
 * instance does, the other honours. Each step below builds on the ones before it. The same
 * steps run twice: on the database directly, and through PgBouncer in transaction pooling mode
 * (issue 28), where no session state survives a transaction: advisory locks, statements,
 * LISTEN and long exports must still work.
 */
for (const via of ['directly', 'through PgBouncer (transaction pooling)'] as const) {
  describe(`two instances on one PostgreSQL database, behind a round-robin proxy, ${via}`, { skip: DIALECT !== 'postgres' }, () => {
    instancesSuite(via === 'directly' ? undefined : 'pgbouncer');
  });
}

function instancesSuite(pooler: 'pgbouncer' | undefined): void {
  const dbUrl = process.env.TEST_DATABASE_URL ?? '';
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const secret = crypto.randomBytes(48).toString('base64');
  /** What the instances connect to: the database, or the pooler in front of it. */
  let instanceDbUrl = dbUrl;
  let bouncer: Pooler | undefined;
  let a: ApiProcess;
  let b: ApiProcess;
  let proxy: RoundRobinProxy;
  let lb = '';
  let org = '';
  let formId = 0;
  let questions: { id: number; options: number[] }[] = [];
  const writers: { id: number; token: string }[] = [];

  const call = async <T = unknown>(base: string, method: string, p: string, token?: string, body?: unknown) => {
    const res = await fetch(base + p, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: (text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text) as T };
  };
  const signIn = (base: string, user: string, password: string, fcmToken?: string) =>
    call<{ access_token: string }>(base, 'POST', '/api/v2/access/authorize', undefined, {
      user,
      password,
      ...(fcmToken ? { fcmToken } : {}),
    });
  const instanceEnv = () => ({
    DATABASE_URL: instanceDbUrl,
    DATABASE_SCHEMA: schema,
    // Behind the pooler: no session settings or named statements; LISTEN goes to the database.
    ...(bouncer ? { DATABASE_POOL_MODE: 'transaction', DATABASE_LISTEN_URL: dbUrl } : {}),
    JWT_SECRET: secret,
    // The proxy runs on this machine: one hop in front of each instance.
    TRUST_PROXY: '1',
    // A small address limit, so the test can reach it.
    LOGIN_ADDRESS_FAILURE_LIMIT: '12',
    PUBLIC_URL: lb,
  });

  before(async () => {
    if (pooler) {
      // The pooler gives every server connection the test's schema (clients cannot set it).
      bouncer = await startPgBouncer(dbUrl, schema);
      instanceDbUrl = bouncer.url;
    }
    // The proxy's address is each instance's public origin (signed links point at it), so it
    // is chosen first, then told where the instances are.
    const placeholder = new RoundRobinProxy([]);
    lb = await placeholder.listen();
    const port = Number(new URL(lb).port);
    await placeholder.close();
    // Both at once: migrations and the instance registry serialise themselves.
    const started = await Promise.allSettled([startApiProcess(instanceEnv()), startApiProcess(instanceEnv())]);
    const failure = started.find((r) => r.status === 'rejected');
    if (failure) {
      for (const r of started) if (r.status === 'fulfilled') r.value.child.kill('SIGKILL');
      throw failure.reason;
    }
    [a, b] = started.map((r) => (r as PromiseFulfilledResult<ApiProcess>).value) as [ApiProcess, ApiProcess];
    proxy = new RoundRobinProxy([a.url, b.url]);
    lb = await proxy.listen(port);

    org = (await signIn(lb, 'organizer', 'Organizer#2026')).json.access_token;
    const questionsIn = Array.from({ length: 10 }, (_, i) => ({
      code: `Q${i}`,
      text: `Question ${i}`,
      questionType: 1,
      optionsToQuestions: [{ text: 'Yes' }, { text: 'No', flagged: true }],
    }));
    const created = await call<number>(lb, 'POST', '/api/v1/form', org, {
      code: 'A',
      description: 'Two instances',
      draft: false,
      formSections: [{ code: 'S', description: '', questions: questionsIn }],
    });
    assert.equal(created.status, 200);
    formId = created.json;
    const sections = await call<{ questions: { id: number; optionsToQuestions: { optionId: number }[] }[] }[]>(
      lb,
      'GET',
      `/api/v1/form/${formId}`,
      org,
    );
    questions = sections.json[0]!.questions.map((q) => ({ id: q.id, options: q.optionsToQuestions.map((o) => o.optionId) }));
    for (let i = 0; i < 20; i++) {
      const r = await call<number>(lb, 'POST', '/api/v1/observer', org, {
        phone: `07600000${String(i).padStart(2, '0')}`,
        pin: '1234',
        name: `Writer ${i}`,
      });
      assert.equal(r.status, 200);
      writers.push({ id: r.json, token: '' });
    }
  });

  after(async () => {
    await stopApiProcesses();
    await proxy?.close();
    await bouncer?.stop();
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await c.end();
  });

  test('a token issued by instance A works on B, and the other way round', async () => {
    const fromA = (await signIn(a.url, 'ngoadmin', 'NgoAdmin#2026')).json.access_token;
    const fromB = (await signIn(b.url, 'ngoadmin', 'NgoAdmin#2026')).json.access_token;
    assert.equal((await call(b.url, 'GET', '/api/v1/observer/count', fromA)).status, 200);
    assert.equal((await call(a.url, 'GET', '/api/v1/observer/count', fromB)).status, 200);
  });

  test('a note uploaded through A is served through B (and through the proxy) by its signed link', async () => {
    const token = (await signIn(a.url, '0760000000', '1234', 'device-0')).json.access_token;
    const res = await fetch(`${a.url}/api/v2/note`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: multipart({ CountyCode: 'B', PollingStationNumber: '1', Text: 'Seal broken' }, [
        { name: 'Files', data: TINY_JPEG, filename: 'seal.jpg', type: 'image/jpeg' },
      ]),
    });
    assert.equal(res.status, 200);
    const note = (await res.json()) as { attachmentsPaths: string[] };
    const link = new URL(note.attachmentsPaths[0] ?? '');
    assert.equal(link.origin, lb, 'links name the public origin (the balancer)');
    const onB = await fetch(`${b.url}${link.pathname}${link.search}`);
    assert.equal(onB.status, 200);
    assert.equal(onB.headers.get('content-type'), 'image/jpeg');
    assert.ok(Buffer.from(await onB.arrayBuffer()).equals(TINY_JPEG), 'the same bytes');
    for (let i = 0; i < 2; i++) assert.equal((await fetch(link)).status, 200, 'through the proxy, on either instance');
    const forged = await fetch(`${b.url}${link.pathname}?exp=${link.searchParams.get('exp')}&sig=${'A'.repeat(43)}`);
    assert.equal(forged.status, 404);
  });

  test('many successful sign-ins from one address, spread over both instances, are never refused', async () => {
    const before = new Map(proxy.served);
    for (let round = 0; round < 2; round++) {
      for (const [i, w] of writers.entries()) {
        const r = await signIn(lb, `07600000${String(i).padStart(2, '0')}`, '1234', `device-${i}`);
        assert.equal(r.status, 200, `sign-in ${round}/${i}`);
        w.token = r.json.access_token;
      }
    }
    for (const u of [a.url, b.url]) assert.ok((proxy.served.get(u) ?? 0) - (before.get(u) ?? 0) >= 20, `${u} took its share`);
  });

  test('a form edited on one instance is seen at once by the other (its question cache is dropped)', async () => {
    const q = questions[0]!;
    const answerOn = async (base: string, station: number) => {
      const r = await call(base, 'POST', '/api/v1/answers', writers[0]!.token, {
        answers: [{ questionId: q.id, countyCode: 'B', pollingStationNumber: station, options: [{ optionId: q.options[0]! }] }],
      });
      assert.equal(r.status, 200);
    };
    await answerOn(b.url, 900); // B now caches the question: "Yes" is not flagged
    const form = await call<{ questions: { optionsToQuestions: { flagged: boolean }[] }[] }[]>(a.url, 'GET', `/api/v1/form/${formId}`, org);
    form.json[0]!.questions[0]!.optionsToQuestions[0]!.flagged = true;
    assert.equal((await call(a.url, 'PUT', '/api/v1/form', org, { id: formId, formSections: form.json })).status, 200);
    await new Promise((r) => setTimeout(r, 200)); // the notification travels after the commit
    // A new thread (station 901): only the flag B reads at submission can make it urgent.
    await answerOn(b.url, 901);
    const threads = await call<{ data: { urgent: boolean }[] }>(
      b.url,
      'GET',
      `/api/v1/answers?observerId=${writers[0]!.id}&pollingStationNumber=901`,
      org,
    );
    assert.equal(threads.json.data[0]?.urgent, true, 'B stored the answer with the new flag');
  });

  test('an observer deleted on one instance cannot use its token on the other at once', async () => {
    const created = await call<number>(a.url, 'POST', '/api/v1/observer', org, { phone: '0760000999', pin: '1234', name: 'Short stay' });
    assert.equal(created.status, 200);
    const token = (await signIn(b.url, '0760000999', '1234', 'device-short')).json.access_token;
    const register = () => call(b.url, 'POST', '/api/v1/notification/register', token, { channelName: 'Firebase', token: 'device' });
    assert.equal((await register()).status, 202, 'B now remembers whose token it is');
    assert.equal((await call(a.url, 'DELETE', `/api/v1/observer?id=${created.json}`, org)).status, 200);
    await new Promise((r) => setTimeout(r, 200)); // the notification travels after the commit
    assert.equal((await register()).status, 401, 'B was told at once, not at the end of its cache entry');
  });

  test('5 failed sign-ins spread over both instances lock the account on both', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await signIn(lb, 'ngoadmin', `wrong-${i}`)).status, 400);
    assert.equal((await signIn(a.url, 'ngoadmin', 'NgoAdmin#2026')).status, 429, 'locked on A');
    assert.equal((await signIn(b.url, 'ngoadmin', 'NgoAdmin#2026')).status, 429, 'locked on B');
  });

  test('the address limit is one limit across instances: failures on A and B add up', async () => {
    // 5 failures so far from this address; 7 more (on other names) reach the limit of 12.
    for (let i = 0; i < 7; i++) assert.equal((await signIn(i % 2 ? a.url : b.url, `nobody${i}`, 'x')).status, 400);
    assert.equal((await signIn(a.url, 'organizer', 'Organizer#2026')).status, 429);
    assert.equal((await signIn(b.url, 'organizer', 'Organizer#2026')).status, 429);
  });

  test('an instance killed (SIGKILL) mid-write loses no acknowledged write, and the other keeps serving', async () => {
    const acked: { observer: number; station: number; option: number }[] = [];
    let killedAt = 0;
    let ackedAfterKill = 0;
    let stop = false;
    const loops = writers.map(async (w, wi) => {
      for (let station = 1; !stop && station <= 1200; station++) {
        const option = (station + wi) % 2;
        const answers = questions.map((q) => ({
          questionId: q.id,
          countyCode: 'B',
          pollingStationNumber: station,
          options: [{ optionId: q.options[option]! }],
        }));
        try {
          const r = await fetch(`${lb}/api/v1/answers`, {
            method: 'POST',
            headers: { authorization: `Bearer ${w.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ answers }),
          });
          await r.arrayBuffer();
          if (r.status === 200) {
            acked.push({ observer: w.id, station, option });
            if (killedAt > 0) ackedAfterKill++;
          }
        } catch {
          // the connection to the proxy was cut: not acknowledged
        }
      }
    });
    // Waits on what was acknowledged, not on a fixed time: on a busy machine 1.5 s may see fewer
    // than 20 batches (the limit is only there so a broken instance fails instead of hanging).
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 600 && !done(); i++) await new Promise((r) => setTimeout(r, 100));
    };
    await until(() => acked.length >= 20);
    const exited = waitExit(a.child);
    a.child.kill('SIGKILL');
    killedAt = Date.now();
    await exited;
    await until(() => ackedAfterKill >= 20);
    stop = true;
    await Promise.all(loops);
    assert.ok(acked.length >= 20, `only ${acked.length} batches acknowledged`);
    assert.ok(ackedAfterKill >= 20, `B acknowledged only ${ackedAfterKill} batches after A died`);

    // Every acknowledged batch is stored, exactly as sent.
    const c = new pg.Client({ connectionString: dbUrl, options: `-c search_path=${schema}` });
    await c.connect();
    try {
      const rows = await c.query<{ observer_id: number; polling_station_id: number; number: number; option_id: number }>(
        `SELECT a.observer_id, a.polling_station_id, ps.number, a.option_id FROM answers a
           JOIN polling_stations ps ON ps.id = a.polling_station_id JOIN counties c ON c.id = ps.county_id
          WHERE c.code = 'B' AND a.form_id = $1`,
        [formId],
      );
      const stored = new Map<string, Set<number>>();
      for (const r of rows.rows) {
        const key = `${r.observer_id}:${r.number}`;
        const set = stored.get(key) ?? new Set<number>();
        set.add(r.option_id);
        stored.set(key, set);
      }
      for (const ack of acked) {
        const got = stored.get(`${ack.observer}:${ack.station}`);
        assert.deepEqual(
          [...(got ?? [])].sort((x, y) => x - y),
          questions.map((q) => q.options[ack.option]!).sort((x, y) => x - y),
          `acknowledged batch ${ack.observer}@${ack.station}`,
        );
      }
    } finally {
      await c.end();
    }
    // B still serves reads and writes, directly and through the proxy.
    assert.equal((await call(b.url, 'GET', '/health')).status, 200);
    const list = await call<{ totalItems: number }>(lb, 'GET', '/api/v1/answers?pageSize=1', org);
    assert.equal(list.status, 200);
    assert.ok(list.json.totalItems >= new Set(acked.map((x) => `${x.observer}:${x.station}`)).size);
  });

  test('long exports stream whole: every thread of the form in the workbook, every observer in the CSV', async () => {
    const c = new pg.Client({ connectionString: dbUrl, options: `-c search_path=${schema}` });
    await c.connect();
    let threads = 0;
    let observers = 0;
    try {
      // More threads than the export reads in a few of its chunks (400 each): a writer's answers
      // at every station of two counties, written straight into the tables.
      const [q] = questions;
      const writer = writers[writers.length - 1]!;
      await c.query(
        `INSERT INTO polling_stations (county_id, number)
           SELECT c.id, g FROM counties c, generate_series(1, c.station_count) g WHERE c.code IN ('CJ', 'IS') ON CONFLICT DO NOTHING`,
      );
      const at = new Date().toISOString();
      await c.query(
        `INSERT INTO answers (observer_id, polling_station_id, option_id, question_id, form_id, ngo_id, county_id, flagged, value, last_modified)
           SELECT $1, ps.id, $2, $3, $4, o.ngo_id, ps.county_id, 0, NULL, $5
             FROM polling_stations ps JOIN counties c ON c.id = ps.county_id, observers o WHERE c.code IN ('CJ', 'IS') AND o.id = $1
           ON CONFLICT DO NOTHING`,
        [writer.id, q!.options[0], q!.id, formId, at],
      );
      await c.query(
        `INSERT INTO answer_threads (observer_id, polling_station_id, ngo_id, county_id, county_code, station_number, answers_count, flagged_count, urgent, last_modified)
           SELECT a.observer_id, a.polling_station_id, a.ngo_id, a.county_id, c.code, ps.number, 1, 0, 0, $2
             FROM answers a JOIN polling_stations ps ON ps.id = a.polling_station_id JOIN counties c ON c.id = ps.county_id
            WHERE a.observer_id = $1 AND c.code IN ('CJ', 'IS')
           ON CONFLICT DO NOTHING`,
        [writer.id, at],
      );
      threads = Number(
        (
          await c.query<{ n: string }>(
            'SELECT COUNT(*) AS n FROM (SELECT DISTINCT observer_id, polling_station_id FROM answers WHERE form_id = $1) t',
            [formId],
          )
        ).rows[0]?.n,
      );
      observers = Number((await c.query<{ n: string }>('SELECT COUNT(*) AS n FROM observers WHERE retired = 0')).rows[0]?.n);
    } finally {
      await c.end();
    }
    assert.ok(threads > 1500, `a long export: ${threads} threads`);
    const res = await fetch(`${lb}/api/v1/export/all`, { headers: { authorization: `Bearer ${org}` } });
    assert.equal(res.status, 200);
    const wb = new ExcelJS.Workbook();
    // exceljs 4.4's typings want its own Buffer type; a Node Buffer is what it reads at run time.
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    assert.equal((wb.getWorksheet('A')?.actualRowCount ?? 0) - 1, threads, 'one row per thread (and the header)');
    const csv = await call<string>(lb, 'GET', '/api/v1/observer/export', org);
    assert.equal(csv.status, 200);
    assert.equal(csv.json.trim().split('\r\n').length - 1, observers, 'one line per observer (and the header)');
  });

  test('an instance refuses to start without JWT_SECRET, or with one that differs from the running instances', async () => {
    const base = { ...instanceEnv(), JWT_SECRET: '' };
    const none = await refusedStart(base);
    assert.notEqual(none.code, 0);
    assert.match(none.stderr, /JWT_SECRET is required/);
    const other = await refusedStart({ ...base, JWT_SECRET: crypto.randomBytes(48).toString('base64') });
    assert.notEqual(other.code, 0);
    assert.match(other.stderr, /different JWT_SECRET/);
    assert.ok(!other.stderr.includes(secret), 'the secret is never printed');
  });
}
