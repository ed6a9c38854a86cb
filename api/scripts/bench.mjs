#!/usr/bin/env node
// pnpm bench:api — loopback benchmark at election-day scale (API-10, issue 16).
// Seeds 10,000 observers / 1,000,000 answers, starts the built server(s) on 127.0.0.1, runs
// bounded autocannon loads (each in its own process), prints figures, stops everything.
//
// Scenarios (BENCH_SCENARIOS, default "sqlite,postgres"):
//   sqlite    one instance on SQLite (synchronous=FULL): lists, submissions, xlsx export, CSV import
//   postgres  one instance on PostgreSQL, then two instances behind the round-robin proxy
//             (a throwaway cluster on PG_BENCH_PORT, default PG_TEST_PORT + 1, with fsync on)
// BENCH_SECONDS (default 10) per load; BENCH_ONLY=submit runs only the submission loads,
// BENCH_ONLY=export (SQLite) only the xlsx export (3 times, the median) and the CSV import;
// BENCH_ONLY=audit (SQLite) only the audit trail's figures (scripts/bench-audit.mjs): what the event adds
// to an observer edit and a follow-up change, and the log's first page at 1,000,000 events.
// BENCH_ONLY=statistics only the per-question results and anomaly ranking (issue 27);
// BENCH_ONLY=map only the map's loads (and the submissions they run beside).
// BENCH_ONLY=attention (SQLite) only needs attention and the push fan-out (issue 25);
// BENCH_ONLY=observers (SQLite) only the observers list loads (issue 28: by number, page 1, the last page, by cursor, filtered).
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server there (node --cpu-prof).
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY ?? '';
const PROF = process.env.BENCH_CPU_PROF;
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'sqlite,postgres').split(',').map((s) => s.trim());
// BENCH_REUSE_DIR: run SQLite against an already seeded DATA_DIR (kept afterwards); for iterating.
const reuse = process.env.BENCH_REUSE_DIR || undefined;
const tmpDirs = [];
const children = [];
let pgCluster;

const tsc = path.join(apiDir, 'node_modules', 'typescript', 'bin', 'tsc');
const pgScript = path.join(apiDir, 'scripts', 'pg-test-cluster.mjs');
const pgEnv = {
  ...process.env,
  PG_TEST_PORT: process.env.PG_BENCH_PORT ?? String(Number(process.env.PG_TEST_PORT ?? 55432) + 1),
  PG_TEST_DIR: process.env.PG_BENCH_DIR ?? `${process.env.PG_TEST_DIR ?? '/tmp/observatory-pg-test'}-bench`,
  // Durable like production: the test cluster's fsync=off would flatter PostgreSQL.
  PG_TEST_DURABLE: '1',
};

function cleanup() {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of tmpDirs) fs.rmSync(d, { recursive: true, force: true });
  pgProbe?.end().catch(() => undefined);
  if (pgCluster) execFileSync(process.execPath, [pgScript, 'stop'], { env: pgEnv, stdio: 'ignore' });
}
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** CPU time (user + system) in ms of the given processes, from /proc (clock ticks of 10 ms). */
function cpuOf(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // gone
    }
  }
  return total;
}

/** The PostgreSQL server's processes: the postmaster and its children (backends, writers). */
function pgPids() {
  if (!pgCluster) return [];
  const master = Number(fs.readFileSync(path.join(pgEnv.PG_TEST_DIR, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = [master];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === master) pids.push(Number(d));
    } catch {
      // gone
    }
  }
  return pids;
}

const rssOf = (pid) => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return m ? Number(m[1]) / 1024 : NaN;
};

async function waitHealthy(base, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = PROF ? ['--cpu-prof', `--cpu-prof-dir=${PROF}`] : [];
  const child = spawn(process.execPath, [...args, path.join(apiDir, 'dist', 'main.js')], {
    env: { ...process.env, SEED: 'none', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  await waitHealthy(base, child);
  return { child, base };
}

async function stopServer(server) {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

async function startProxy(upstreams) {
  const child = spawn(
    process.execPath,
    [path.join(apiDir, 'dist', '.test', 'test', 'support', 'round-robin-proxy.js'), '0', ...upstreams],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const base = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`proxy exited ${code}`)));
  });
  return { child, base };
}

/** Waits until no delivery of notification `id` is pending; answers its delivery counts. */
async function settled(base, headers, id) {
  const deliveryOf = async () => (await (await fetch(`${base}/api/v1/notification/${id}`, { headers })).json()).delivery;
  let delivery = await deliveryOf();
  while (delivery.pending > 0) {
    await new Promise((r) => setTimeout(r, 200));
    delivery = await deliveryOf();
  }
  return delivery;
}

/** Tokens and question ids the loads need, read through the API like a client would. */
async function prepare(base) {
  const post = async (p, body, token) => {
    const r = await fetch(base + p, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return r.json();
  };
  const org = (await post('/api/v2/access/authorize', { user: 'organizer', password: 'Organizer#2026' })).access_token;
  const auth = { authorization: `Bearer ${org}` };
  const forms = await (await fetch(`${base}/api/v1/form`, { headers: auth })).json();
  const questions = [];
  for (const f of forms.formVersions) {
    const sections = await (await fetch(`${base}/api/v1/form/${f.id}`, { headers: auth })).json();
    for (const s of sections)
      for (const q of s.questions) if (q.questionType === 1) questions.push({ id: q.id, option: q.optionsToQuestions[0].optionId });
  }
  const formIds = forms.formVersions.map((f) => f.id);
  const tokens = [];
  for (let i = 0; i < 50; i++) {
    tokens.push(
      (await post('/api/v2/access/authorize', { user: `074${String(i).padStart(7, '0')}`, password: '1234', fcmToken: `bench-${i}` }))
        .access_token,
    );
  }
  return { auth, questions: questions.slice(0, 10), tokens, formIds };
}

/** Downloads the xlsx export of every answer: time, the server's CPU and its peak RSS meanwhile. */
async function xlsxExport(base, auth, pid) {
  let peak = rssOf(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 50);
  const c0 = cpuOf([pid]);
  const e0 = Date.now();
  const res = await fetch(`${base}/api/v1/export/all`, { headers: auth });
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body) {
    if (!firstByte) firstByte = Date.now() - e0;
    bytes += chunk.length;
  }
  clearInterval(sampler);
  return { seconds: (Date.now() - e0) / 1000, cpuSeconds: (cpuOf([pid]) - c0) / 1000, firstByte, bytes, peak, status: res.status };
}

/**
 * Uploads a 50,000-row import (the row limit) whose last row has a bad PIN, several times: every
 * row is parsed and checked, the phones are looked up, and nothing is written, so the runs repeat
 * exactly. Reports the median time and the server's CPU per import.
 */
async function csvImports(base, auth, pid) {
  const lines = ['Phone;Pin;Name'];
  for (let i = 0; i < 50_000; i++) lines.push(`075${String(i).padStart(7, '0')};1234;"Popescu; Ion ${i}"`);
  lines[lines.length - 1] = lines[lines.length - 1].replace(';1234;', ';12;');
  const csv = `\ufeff${lines.join('\r\n')}\r\n`;
  const runs = 7;
  const times = [];
  let allRefused = true;
  const c0 = cpuOf([pid]);
  for (let i = 0; i < runs; i++) {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'observers.csv');
    const t0 = performance.now();
    const res = await fetch(`${base}/api/v1/observer/import`, { method: 'POST', headers: auth, body: form });
    const body = await res.json();
    times.push(performance.now() - t0);
    allRefused &&= res.status === 400 && body.errors?.totalErrors === 1 && body.errors.rows[0].line === 50_001;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)], cpuMs: (cpuOf([pid]) - c0) / runs, runs, allRefused };
}

const runLoad = (cfg) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(apiDir, 'scripts', 'load.mjs'), JSON.stringify({ duration: DURATION, ...cfg })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });

/**
 * What PostgreSQL executed so far for the benchmark's database: statements (pg_stat_statements,
 * which the durable test cluster preloads; BEGIN and COMMIT count) and committed transactions.
 * The API sends one statement at a time, so statements are also its round trips. Undefined when
 * the extension is not available. The probe's own statement and transaction are left out.
 */
let pgProbe;
async function pgCounters() {
  if (!pgProbe) return undefined;
  const r = await pgProbe.query(
    `SELECT (SELECT COALESCE(SUM(calls), 0) FROM pg_stat_statements s
              WHERE s.dbid = d.datid AND s.query NOT LIKE '%pg_stat_statements%') AS statements,
            xact_commit AS commits
       FROM pg_stat_database d WHERE d.datname = current_database()`,
  );
  pgProbe.probes = (pgProbe.probes ?? 0) + 1;
  return { statements: Number(r.rows[0].statements), commits: Number(r.rows[0].commits) - pgProbe.probes };
}

async function openPgProbe(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await client.query('SELECT pg_stat_statements_reset()');
    pgProbe = client;
  } catch (err) {
    console.log(`bench (postgres): no statement counts (${err.message})`);
    await client.end();
  }
}

/**
 * Runs loads at once and charges the servers' CPU (and the database's, and the proxy's) to the
 * requests: unlike latency, CPU per request hardly depends on what else the machine runs.
 */
async function measure(cpu, loads) {
  const c0 = { api: cpuOf(cpu.api), db: cpuOf(cpu.db()), proxy: cpuOf(cpu.proxy) };
  const sql0 = cpu.db().length ? await pgCounters() : undefined;
  const results = await Promise.all(loads.map(runLoad));
  const sql1 = sql0 ? await pgCounters() : undefined;
  const total = Math.max(
    1,
    results.reduce((n, r) => n + r.total, 0),
  );
  for (const r of results) {
    r.cpuPerReq = (cpuOf(cpu.api) - c0.api) / total;
    r.dbCpuPerReq = cpu.db().length ? (cpuOf(cpu.db()) - c0.db) / total : undefined;
    r.proxyCpuPerReq = cpu.proxy.length ? (cpuOf(cpu.proxy) - c0.proxy) / total : undefined;
    if (sql0 && sql1) {
      r.statementsPerReq = (sql1.statements - sql0.statements) / total;
      r.commitsPerReq = (sql1.commits - sql0.commits) / total;
    }
  }
  return results;
}

const fmt = (res) =>
  `${Math.round(res.rps)} req/s, p50 ${res.p50} ms, p99 ${res.p99} ms, non-2xx ${res.non2xx}, errors ${res.errors}, API CPU ${res.cpuPerReq.toFixed(2)} ms/req` +
  (res.dbCpuPerReq === undefined ? '' : `, PostgreSQL CPU ${res.dbCpuPerReq.toFixed(2)} ms/req`) +
  (res.proxyCpuPerReq === undefined ? '' : `, proxy CPU ${res.proxyCpuPerReq.toFixed(2)} ms/req`) +
  (res.statementsPerReq === undefined
    ? ''
    : `, ${res.statementsPerReq.toFixed(2)} statements (= round trips) and ${res.commitsPerReq.toFixed(2)} commits per req`);
const ok = (cond) => (cond ? 'PASS' : 'FAIL');
/** API + database CPU per request (ms): the cost of one request to the machines that serve it. */
const cpuEach = (res) => res.cpuPerReq + (res.dbCpuPerReq ?? 0);
const submitLoad = (base, prep, connections = 50) => ({
  mode: 'submit',
  base,
  connections,
  tokens: prep.tokens,
  questions: prep.questions,
});
/**
 * Issue 27's figures: one cold computation of each (the data changed since the server started),
 * every figure the loads ask for computed once, then 20 readers for each: the results of three
 * forms, whole and for five counties, and the anomaly rankings (stations and counties, first
 * pages, by form); last, the results read while 50 connections submit answers (the figures are
 * then computed again within the statistics' share of the database's time).
 */
async function statisticsLoads(base, prep, cpu) {
  const timed = async (path) => {
    const t0 = performance.now();
    const res = await fetch(base + path, { headers: prep.auth });
    await res.arrayBuffer();
    return `${Math.round(performance.now() - t0)} ms (${res.status})`;
  };
  const forms = prep.formIds.slice(0, 3);
  const coldQuestions = await timed(`/api/v1/statistics/questions?formId=${forms[0]}`);
  const coldAnomalies = await timed('/api/v1/statistics/anomalies');
  const questionPaths = forms.flatMap((id) =>
    ['', '&county=CJ', '&county=B', '&county=IS', '&county=TM', '&county=AB'].map((f) => `/api/v1/statistics/questions?formId=${id}${f}`),
  );
  const anomalyPaths = ['', '&level=county', '&page=2', '&page=3', ...forms.map((id) => `&formId=${id}`)].map(
    (q) => `/api/v1/statistics/anomalies?pageSize=20${q}`,
  );
  // Every figure computed once (as the first coordinator to open it would), then 20 readers.
  const w0 = performance.now();
  for (const path of [...questionPaths, ...anomalyPaths]) await (await fetch(base + path, { headers: prep.auth })).arrayBuffer();
  const warmUp = `${questionPaths.length + anomalyPaths.length} figures computed in ${Math.round(performance.now() - w0)} ms`;
  const [questions] = await measure(cpu, [{ url: base, paths: questionPaths, connections: 20, headers: prep.auth }]);
  const [anomalies] = await measure(cpu, [{ url: base, paths: anomalyPaths, connections: 20, headers: prep.auth }]);
  const [submitting, questionsDuring] = await measure(cpu, [
    submitLoad(base, prep),
    { url: base, paths: questionPaths, connections: 20, headers: prep.auth },
  ]);
  return [
    `  per-question results, first (cold)  ${coldQuestions}; anomaly ranking, first (cold) ${coldAnomalies}; then ${warmUp}`,
    `  per-question results p99 @20        ${questions.p99} ms  (target <= 100)  ${ok(questions.p99 <= 100 && questions.non2xx === 0)}   [${fmt(questions)}]`,
    `  anomaly ranking p99 @20             ${anomalies.p99} ms  (target <= 200)  ${ok(anomalies.p99 <= 200 && anomalies.non2xx === 0)}   [${fmt(anomalies)}]`,
    `  per-question p99 @20, 50 submitting ${questionsDuring.p99} ms, submissions ${Math.round(submitting.rps)} /s   [${fmt(questionsDuring)}]`,
  ];
}

const loadAvg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function sqliteScenario(lines) {
  const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'obs-bench-'));
  if (!reuse) tmpDirs.push(dataDir);
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const t0 = Date.now();
  if (!reuse) {
    console.log('bench (sqlite): seeding the scale data set (10,000 observers, 1,000,000 answers)');
    execFileSync(process.execPath, [path.join(apiDir, 'dist', 'seed', 'scale-cli.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const seedSeconds = (Date.now() - t0) / 1000;
  const server = await startServer(env);
  const { base } = server;
  const prep = await prepare(base);
  const cpu = { api: [server.child.pid], db: () => [], proxy: [] };
  const urgent = `${base}/api/v1/answers?page=1&pageSize=20&urgent=true`;

  const out = [
    '',
    'SQLite, one instance (synchronous=FULL, 10,000 observers, 1,000,000 answers)',
    `  load average at the start: ${lines.loadStart}; now: ${loadAvg()} on ${os.cpus().length} cores`,
    `  seed:scale                          ${reuse ? 'reused' : `${seedSeconds.toFixed(1)} s`}`,
  ];
  if (ONLY === '' || ONLY === 'submit') {
    console.log(`bench (sqlite): answer submissions alone, then with 20 connections reading threads, ${DURATION} s each`);
    const [alone] = await measure(cpu, [submitLoad(base, prep)]);
    const [mixed, readsDuring] = await measure(cpu, [submitLoad(base, prep), { url: urgent, connections: 20, headers: prep.auth }]);
    out.push(
      `  answer submissions @50 (alone)      ${Math.round(alone.rps)} /s  (target >= 1500)  ${ok(alone.rps >= 1500 && alone.non2xx === 0)}   [${fmt(alone)}]`,
      `  answer submissions @50, 20 reading  ${Math.round(mixed.rps)} /s  (target >= 500)  ${ok(mixed.rps >= 500 && mixed.non2xx === 0)}   [${fmt(mixed)}]`,
      `  thread reads during submissions     p99 ${readsDuring.p99} ms   [${fmt(readsDuring)}]`,
    );
  }
  if (ONLY === '' || ONLY === 'statistics') {
    console.log(`bench (sqlite): per-question results and anomaly ranking, ${DURATION} s each`);
    out.push(...(await statisticsLoads(base, prep, cpu)));
  }
  if (ONLY === '' || ONLY === 'map') out.push(...(await mapLoads(base, prep, cpu)));
  if (ONLY === '' || ONLY === 'observers') {
    console.log(`bench (sqlite): lists, ${DURATION} s each`);
    const [observers] = await measure(cpu, [{ url: `${base}/api/v1/observer?page=50&pageSize=50`, connections: 50, headers: prep.auth }]);
    // Deep pages (issue 28, 4): the first page, the last page by number (an OFFSET walk over the
    // index) and the same page by the cursor its neighbour gave (keyset: one index range read).
    const observersAt = (query) => ({ url: `${base}/api/v1/observer?pageSize=50&${query}`, connections: 50, headers: prep.auth });
    const { totalPages } = await (await fetch(`${base}/api/v1/observer?pageSize=50`, { headers: prep.auth })).json();
    const { nextCursor } = await (await fetch(`${base}/api/v1/observer?pageSize=50&page=${totalPages - 1}`, { headers: prep.auth })).json();
    const [observersFirst] = await measure(cpu, [observersAt('page=1')]);
    const [observersLast] = await measure(cpu, [observersAt(`page=${totalPages}`)]);
    const [observersCursor] = await measure(cpu, [observersAt(`after=${encodeURIComponent(nextCursor)}`)]);
    const [observersFilter] = await measure(cpu, [
      { url: `${base}/api/v1/observer?name=an&page=2&pageSize=50`, connections: 50, headers: prep.auth },
    ]);
    const threadLists = ONLY === '';
    const [threads] = !threadLists
      ? []
      : await measure(cpu, [{ url: `${base}/api/v1/answers?page=3&pageSize=20&urgent=true`, connections: 20, headers: prep.auth }]);
    const [threadsAll] = !threadLists
      ? []
      : await measure(cpu, [{ url: `${base}/api/v1/answers?page=50&pageSize=20`, connections: 20, headers: prep.auth }]);
    // The urgent list as the back-office opens it: threads not yet resolved first.
    const [threadsTriage] = !threadLists
      ? []
      : await measure(cpu, [
          { url: `${base}/api/v1/answers?page=3&pageSize=20&urgent=true&unresolvedFirst=true`, connections: 20, headers: prep.auth },
        ]);
    out.push(
      `  observers list p99 @50 conns        ${observers.p99} ms  (target <= 50)  ${ok(observers.p99 <= 50 && observers.non2xx === 0)}   [${fmt(observers)}]`,
      `  observers list, page 1 @50          ${observersFirst.p99} ms  (target <= 50)  ${ok(observersFirst.p99 <= 50 && observersFirst.non2xx === 0)}   [${fmt(observersFirst)}]`,
      `  observers list, page ${totalPages} by number  ${observersLast.p99} ms                    [${fmt(observersLast)}]`,
      `  observers list, page ${totalPages} by cursor  ${observersCursor.p99} ms  (target <= 50, as page 1)  ${ok(observersCursor.p99 <= 50 && observersCursor.non2xx === 0)}   [${fmt(observersCursor)}]`,
      `  observers list, name filter @50     ${observersFilter.p99} ms                    [${fmt(observersFilter)}]`,
      ...(threadLists
        ? [
            `  thread list p99 @20 conns (urgent)  ${threads.p99} ms  (target <= 250)  ${ok(threads.p99 <= 250 && threads.non2xx === 0)}   [${fmt(threads)}]`,
            `  thread list p99 @20 (page 50, all)  ${threadsAll.p99} ms                    [${fmt(threadsAll)}]`,
            `  thread list p99 @20 (urgent, unresolvedFirst)  ${threadsTriage.p99} ms         [${fmt(threadsTriage)}]`,
          ]
        : []),
      `  server RSS after the loads          ${rssOf(server.child.pid).toFixed(0)} MiB`,
    );
  }
  if (ONLY === '' || ONLY === 'attention') {
    // The scale seed sends no notification, so "unread" would answer an empty page (p99 7 ms for
    // nothing): every observer first gets one, left unread, and the recording sender settles it
    // before the loads start.
    const json = { ...prep.auth, 'content-type': 'application/json' };
    await fetch(`${base}/api/v1/notification/send/all`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ title: 'Bench', message: 'Left unread' }),
    });
    const latest = await (await fetch(`${base}/api/v1/notification/get/all?pageSize=1`, { headers: prep.auth })).json();
    await settled(base, prep.auth, latest.data[0].id);
    console.log(`bench (sqlite): needs attention, ${DURATION} s per kind`);
    const attention = {};
    for (const kind of ['silent', 'left-with-urgent', 'not-started', 'unread']) {
      const url = `${base}/api/v1/observer/attention?kind=${kind}&minutes=0&page=1&pageSize=50`;
      // A figure over an empty result measures nothing: the row count is printed, and 0 fails.
      const { totalItems } = await (await fetch(url, { headers: prep.auth })).json();
      [attention[kind]] = await measure(cpu, [{ url, connections: 10, headers: prep.auth }]);
      attention[kind].rows = totalItems;
    }
    out.push(
      ...Object.entries(attention).map(
        ([kind, r]) =>
          `  attention ${kind.padEnd(17)} p99 @10  ${r.p99} ms  (target <= 50, ${r.rows} rows)  ${ok(r.p99 <= 50 && r.non2xx === 0 && r.rows > 0)}   [${fmt(r)}]`,
      ),
    );
  }
  if (ONLY === '' || ONLY === 'export') {
    const runs = ONLY === 'export' ? 3 : 1;
    console.log(`bench (sqlite): xlsx export of every answer, ${runs} time(s)`);
    const exports = [];
    for (let i = 0; i < runs; i++) exports.push(await xlsxExport(base, prep.auth, server.child.pid));
    const ex = exports.sort((a, b) => a.cpuSeconds - b.cpuSeconds)[Math.floor(runs / 2)];
    console.log('bench (sqlite): CSV import of 50,000 rows, refused for one bad PIN on the last line (nothing written)');
    const imports = await csvImports(base, prep.auth, server.child.pid);
    out.push(
      `  xlsx export${runs > 1 ? ` (median of ${runs})` : '            '}             ${ex.seconds.toFixed(1)} s, API CPU ${ex.cpuSeconds.toFixed(2)} s, first byte ${ex.firstByte} ms, ${(ex.bytes / 1048576).toFixed(1)} MiB, peak RSS ${ex.peak.toFixed(0)} MiB  (target <= 768)  ${ok(exports.every((e) => e.peak <= 768 && e.status === 200))}`,
      `  CSV import, 50,000 rows, refused     ${imports.ms.toFixed(0)} ms each (median of ${imports.runs}), API CPU ${imports.cpuMs.toFixed(0)} ms each  ${ok(imports.allRefused)}`,
    );
  }
  await stopServer(server);
  if (ONLY === '' || ONLY === 'attention') out.push(...(await pushScenario(env, dataDir)));
  lines.push(...out);
}

/**
 * The situation map's station list (issue 24): every station of the country as the organizer
 * polls it (gzip, as a browser asks), unchanged and while observers submit (each submission
 * changes what the map shows), and the 304 a poll costs when nothing changed.
 */
async function mapLoads(base, prep, cpu, label = 'sqlite') {
  console.log(`bench (${label}): map/stations, ${DURATION} s each`);
  const url = `${base}/api/v1/map/stations`;
  const headers = { ...prep.auth, 'accept-encoding': 'gzip' };
  const first = await fetch(url, { headers: prep.auth });
  const rows = (await first.json()).length;
  const etag = first.headers.get('etag');
  const c0 = performance.now();
  await fetch(`${url}?since=${encodeURIComponent(new Date(0).toISOString())}`, { headers: prep.auth }).then((r) => r.arrayBuffer());
  const coldMs = performance.now() - c0;
  // The 200s (about 300 KB gzip each) are read by load.mjs's byte-reading client: autocannon 9
  // decodes every body into a string and measures itself at this size (load.mjs readsBytes).
  const [stations] = await measure(cpu, [{ url, connections: 20, headers, client: 'bytes' }]);
  const [byAutocannon] = await measure(cpu, [{ url, connections: 20, headers }]);
  const [notModified] = await measure(cpu, [{ url, connections: 20, headers: { ...headers, 'if-none-match': etag } }]);
  const [, during] = await measure(cpu, [submitLoad(base, prep, 10), { url, connections: 20, headers, client: 'bytes' }]);
  return [
    `  map/stations: ${rows} stations, one computation (cold, one request)  ${coldMs.toFixed(0)} ms`,
    `  map/stations p99 @20 (unchanged)    ${stations.p99} ms  (target <= 50)  ${ok(stations.p99 <= 50 && stations.non2xx === 0)}   [${fmt(stations)}; Node's HTTP client, bodies read as bytes]`,
    `    the same read by autocannon       ${byAutocannon.p99} ms   [${fmt(byAutocannon)}; it turns each gzip body into a string]`,
    `  map/stations 304 p99 @20            ${notModified.p99} ms  (target <= 5)  ${ok(notModified.p99 <= 5 && notModified.notModified === notModified.total)}   [${fmt(notModified)}]`,
    `  map/stations p99 @20, 10 submitting ${during.p99} ms   [${fmt(during)}]`,
  ];
}

/**
 * Push delivery at scale (issue 25): every observer gets a device, the server sends through FCM
 * to a local fake answering after 50 ms; send/all must answer at once (the outbox) and the
 * fan-out finish within 30 s.
 */
async function pushScenario(env, dataDir) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(path.join(dataDir, 'observatory.sqlite'));
  db.exec(`INSERT OR REPLACE INTO device_registrations (observer_id, channel_name, token, registered_at)
    SELECT id, 'Firebase', 'bench-device-' || id, '2026-11-08T06:00:00.000Z' FROM observers WHERE retired = 0`);
  const devices = db.prepare('SELECT COUNT(*) AS n FROM device_registrations').get().n;
  db.close();
  const { FakeFcm, fakeServiceAccount } = await import(path.join(apiDir, 'dist', '.test', 'test', 'support', 'fake-fcm.js'));
  const fake = new FakeFcm();
  fake.latencyMs = 50;
  const fakeUrl = await fake.listen();
  const server = await startServer({
    ...env,
    FCM_SERVICE_ACCOUNT: fakeServiceAccount(),
    FCM_ENDPOINT: fakeUrl,
    FCM_TOKEN_URL: `${fakeUrl}/token`,
  });
  const { base } = server;
  const org = (
    await (
      await fetch(`${base}/api/v2/access/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'organizer', password: 'Organizer#2026' }),
      })
    ).json()
  ).access_token;
  const headers = { authorization: `Bearer ${org}`, 'content-type': 'application/json' };
  console.log(`bench (sqlite): send/all to every observer (${devices} devices), fan-out to a fake FCM answering in 50 ms`);
  // One send/all: its answer's wall time and the API's CPU time for it (the machine may be busy).
  const sendAll = async (title) => {
    const c0 = cpuOf([server.child.pid]);
    const t = performance.now();
    const res = await fetch(`${base}/api/v1/notification/send/all`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, message: 'x' }),
    });
    const ms = performance.now() - t;
    const { sent } = await res.json();
    return { ms, cpuMs: cpuOf([server.child.pid]) - c0, status: res.status, sent };
  };
  const latestId = async () => (await (await fetch(`${base}/api/v1/notification/get/all?pageSize=1`, { headers })).json()).data[0].id;
  const t0 = performance.now();
  const first = await sendAll('Bench');
  const id = await latestId();
  const delivery = await settled(base, headers, id);
  const fanOutSeconds = (performance.now() - t0) / 1000;
  // Repeated: three more, each once the one before reached every device; then one during a fan-out.
  const again = [];
  for (let i = 2; i <= 4; i++) {
    again.push(await sendAll(`Bench ${i}`));
    await settled(base, headers, await latestId());
  }
  await sendAll('Bench 5');
  await new Promise((r) => setTimeout(r, 1000));
  const during = await sendAll('Bench 6');
  await stopServer(server);
  await fake.close();
  const once = new Set(fake.received.filter((r) => r.notificationId === String(id)).map((r) => r.token)).size;
  const idle = [first, ...again];
  const worst = Math.max(...idle.map((r) => r.ms));
  const each = idle.map((r) => `${r.ms.toFixed(0)} (CPU ${r.cpuMs})`).join(', ');
  return [
    `  send/all to ${first.sent} answered in      ${each} ms; during a fan-out ${during.ms.toFixed(0)} (CPU ${during.cpuMs}) ms  (target <= 200)  ${ok(worst <= 200 && idle.every((r) => r.status === 202))}`,
    `  fan-out to FCM (fake, 50 ms)        ${fanOutSeconds.toFixed(1)} s for ${first.sent}: sent ${delivery.sent}, failed ${delivery.failed}, no device ${delivery.noDevice}; ${once} devices reached once  (target <= 30 s)  ${ok(fanOutSeconds <= 30 && delivery.sent === first.sent)}`,
  ];
}

async function postgresScenario(lines) {
  console.log(`bench (postgres): starting a throwaway cluster on 127.0.0.1:${pgEnv.PG_TEST_PORT} (fsync on)`);
  const started = execFileSync(process.execPath, [pgScript, 'start'], {
    env: pgEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  pgCluster = true;
  const url = started.trim().split('\n').pop();
  const env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: 'bench',
    JWT_SECRET: `bench-only-${Math.random().toString(36).repeat(4)}`,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'obs-bench-pg-')),
  };
  tmpDirs.push(env.DATA_DIR);
  console.log('bench (postgres): seeding the scale data set');
  const t0 = Date.now();
  execFileSync(process.execPath, [path.join(apiDir, 'dist', 'seed', 'scale-cli.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const seedSeconds = (Date.now() - t0) / 1000;
  await openPgProbe(url);

  const a = await startServer(env);
  const prepA = await prepare(a.base);
  const observersUrl = (base) => `${base}/api/v1/observer?page=50&pageSize=50`;
  const one = { api: [a.child.pid], db: pgPids, proxy: [] };
  console.log(`bench (postgres): one instance, ${DURATION} s per load`);
  const [subsOne] = await measure(one, [submitLoad(a.base, prepA)]);
  const [obsOne] = ONLY === 'submit' ? [] : await measure(one, [{ url: observersUrl(a.base), connections: 50, headers: prepA.auth }]);
  const statsOne = ONLY === '' || ONLY === 'statistics' ? await statisticsLoads(a.base, prepA, one) : [];
  const mapOne = ONLY === '' || ONLY === 'map' ? await mapLoads(a.base, prepA, one, 'postgres') : [];

  const b = await startServer(env);
  const proxy = await startProxy([a.base, b.base]);
  const prepLb = await prepare(proxy.base);
  const two = { api: [a.child.pid, b.child.pid], db: pgPids, proxy: [proxy.child.pid] };
  console.log(`bench (postgres): two instances behind the round-robin proxy, ${DURATION} s per load`);
  const [subsTwo] = await measure(two, [submitLoad(proxy.base, prepLb)]);
  const [obsTwo] = ONLY === 'submit' ? [] : await measure(two, [{ url: observersUrl(proxy.base), connections: 50, headers: prepLb.auth }]);
  await Promise.all([stopServer(a), stopServer(b)]);
  proxy.child.kill('SIGTERM');

  lines.push(
    '',
    'PostgreSQL (one cluster on this machine, fsync on, synchronous_commit on, same data set)',
    `  load average now: ${loadAvg()} on ${os.cpus().length} cores`,
    `  seed:scale                              ${seedSeconds.toFixed(1)} s`,
    `  one instance: answer submissions @50    ${Math.round(subsOne.rps)} /s   [${fmt(subsOne)}]`,
    // Issue 28's target: what one submission (10 answers) costs the API and the database together.
    `  one instance: API + PostgreSQL CPU per submission  ${cpuEach(subsOne).toFixed(2)} ms  (target <= 1.2)  ${ok(cpuEach(subsOne) <= 1.2 && subsOne.non2xx === 0)}`,
    `  two instances: API + PostgreSQL CPU per submission ${cpuEach(subsTwo).toFixed(2)} ms  (+ proxy ${subsTwo.proxyCpuPerReq.toFixed(2)} ms)`,
    ...(obsOne
      ? [
          `  one instance: observers list p99 @50    ${obsOne.p99} ms  (target <= 50)  ${ok(obsOne.p99 <= 50 && obsOne.non2xx === 0)}   [${fmt(obsOne)}]`,
        ]
      : []),
    ...statsOne.map((line) => line.replace('  ', '  one instance: ')),
    ...mapOne.map((line) => `  one instance:${line.slice(1)}`),
    `  two instances + proxy: submissions @50  ${Math.round(subsTwo.rps)} /s  (target >= 2500)  ${ok(subsTwo.rps >= 2500 && subsTwo.non2xx === 0)}   [${fmt(subsTwo)}]`,
    ...(obsTwo
      ? [
          `  two instances + proxy: observers p99 @50  ${obsTwo.p99} ms  (target <= 50)  ${ok(obsTwo.p99 <= 50 && obsTwo.non2xx === 0)}   [${fmt(obsTwo)}]`,
        ]
      : []),
    "  (CPU per request: API = both instances together; PostgreSQL = the cluster's processes; proxy = the balancer)",
  );
}

/** The audit trail (issue 26): its own process and data set (scripts/bench-audit.mjs). */
async function auditScenario(lines) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-bench-audit-'));
  tmpDirs.push(dataDir);
  console.log('bench (sqlite): the audit trail: event overhead (alternated rounds), then 1,000,000 events and the first page');
  const child = spawn(process.execPath, [path.join(apiDir, 'scripts', 'bench-audit.mjs'), JSON.stringify({ dataDir, seconds: DURATION })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((r) => child.on('close', r));
  if (code !== 0) throw new Error(`bench-audit exited ${code}`);
  const r = JSON.parse(out);
  const overhead = (name, x) =>
    `  ${name} ${x.latencyOverheadPct} % latency, ${x.cpuOverheadPct} % CPU  (target <= 10 %)  ${ok(Number(x.latencyOverheadPct) <= 10)}   [with the event: p50 ${x.with.p50.toFixed(2)} ms, ${x.with.cpuUs.toFixed(0)} µs CPU; without: p50 ${x.without.p50.toFixed(2)} ms, ${x.without.cpuUs.toFixed(0)} µs CPU]`;
  const page = (name, x) =>
    `  ${name} p99 ${x.p99} ms  (target <= 50)  ${ok(x.p99 <= 50 && x.non2xx === 0)}   [${Math.round(x.rps)} req/s, p50 ${x.p50} ms, non-2xx ${x.non2xx}]`;
  lines.push(
    '',
    'Audit trail, SQLite (demo data; app.inject, 20 in flight, medians of alternated rounds with and without the event)',
    `  load average now: ${loadAvg()} on ${os.cpus().length} cores`,
    overhead('observer edit: the event adds      ', r.observerEdit),
    overhead('follow-up change: the event adds   ', r.followUp),
    `  ${r.events.toLocaleString('en')} events written in ${r.seedSeconds.toFixed(1)} s; ${r.filed.toLocaleString('en')} filed under their items in ${r.fileSeconds.toFixed(1)} s`,
    page('first page @20, organizer (all)    ', r.firstPageOrganizer),
    page('first page @20, NGO admin          ', r.firstPageNgo),
    page("a day's first page @20, NGO admin  ", r.oneDayNgo),
    ...Object.entries(r.plans).map(([name, plan]) => `  plan of ${name}: ${plan.join('; ')}`),
  );
}

async function main() {
  console.log('bench: building (the server, and the test build for the proxy)');
  execFileSync(process.execPath, [tsc, '-p', path.join(apiDir, 'tsconfig.json')], { stdio: 'inherit' });
  execFileSync(process.execPath, [tsc, '-p', path.join(apiDir, 'tsconfig.test.json')], { stdio: 'inherit' });
  if (PROF) fs.mkdirSync(PROF, { recursive: true });
  const lines = { loadStart: loadAvg() };
  const report = [];
  report.loadStart = lines.loadStart;
  const print = () =>
    console.log(['', `Observatory API benchmark (loopback; load average at the start ${lines.loadStart})`, ...report].join('\n'));
  try {
    if (ONLY !== 'audit' && SCENARIOS.includes('sqlite')) await sqliteScenario(report);
    if (ONLY !== 'audit' && ONLY !== 'observers' && SCENARIOS.includes('postgres')) await postgresScenario(report);
    if ((ONLY === '' || ONLY === 'audit') && SCENARIOS.includes('sqlite')) await auditScenario(report);
  } finally {
    // A scenario that fails keeps the figures of those that ran (a seed costs minutes).
    print();
  }
}

main()
  .catch((err) => {
    console.error(`bench failed: ${err?.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(cleanup);
