#!/usr/bin/env node
// The audit trail's costs (issue 26), run by bench.mjs (BENCH_ONLY=audit runs only this), on
// SQLite with the demo data set, printing JSON on stdout:
//  1. What writing the event adds to an observer edit and a follow-up change: one server, two
//     apps on the same database (one whose transactions skip the event's INSERT), ten warm-up
//     rounds of each, then 21 alternated rounds of 200 requests, 20 in flight, through app.inject;
//     CPU time per request (this process) and the median latency, the median over rounds.
//  2. The log's first page at 1,000,000 events: p99 under a 10 s autocannon load (load.mjs),
//     for the organizer (every event) and an NGO admin (its NGO's, also one day of it), with the plans of its reads.
//   node scripts/bench-audit.mjs '{"dataDir":"/tmp/x","seconds":10}'
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => import(path.join(apiDir, 'dist', p));
const { loadConfig } = await dist('config.js');
const { createServer } = await dist('server.js');
const { buildApp } = await dist('app.js');
const { indexAllPendingAudit } = await dist('services/audit-index.js');
const { NGO_TOTAL_SQL } = await dist('services/audit.js');

const cfg = JSON.parse(process.argv[2] ?? '{}');
const ROUNDS = Number(cfg.rounds ?? 21);
/** Rounds of each app first, not counted: the per-request CPU still falls for about ten rounds (the JIT). */
const WARMUP_ROUNDS = Number(cfg.warmup ?? 10);
const EVENTS = Number(cfg.events ?? 1_000_000);

/**
 * The same database, but every transaction skips what recording the event writes (its one INSERT,
 * whose trigger also queues it for the indexer): the "before" of the comparison.
 */
function withoutAudit(db) {
  const skip = (sql) => /^\s*INSERT INTO audit_events\b/i.test(sql);
  const wrapQ = (q) => ({
    all: (s, p) => q.all(s, p),
    get: (s, p) => q.get(s, p),
    insert: (s, p) => q.insert(s, p),
    run: (s, p) => (skip(s) ? Promise.resolve({ changes: 1 }) : q.run(s, p)),
  });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'tx') return (fn) => target.tx((q) => fn(wrapQ(q)));
      if (prop === 'run') return (s, p) => (skip(s) ? Promise.resolve({ changes: 1 }) : target.run(s, p));
      const v = target[prop];
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** n requests, `inFlight` at a time: CPU µs per request and the median latency in ms. */
async function round(app, makeRequest, n = 200, inFlight = 20) {
  const lat = [];
  let next = 0;
  const cpu0 = process.cpuUsage();
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const t0 = process.hrtime.bigint();
      const res = await app.inject(makeRequest(i));
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      lat.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const cpu = process.cpuUsage(cpu0);
  return { cpuUs: (cpu.user + cpu.system) / n, p50: median(lat) };
}

async function compare(apps, makeRequest) {
  const by = { with: [], without: [] };
  // Rounds of each first, not counted: the JIT and the page cache warm up (with one, the CPU per
  // request still fell by a third over the counted rounds, and an A/A comparison read ±15 %).
  for (let w = 0; w < WARMUP_ROUNDS; w++) for (const k of ['with', 'without']) await round(apps[k], makeRequest);
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate which goes first, so neither always meets a warmer cache.
    const order = r % 2 === 0 ? ['with', 'without'] : ['without', 'with'];
    for (const k of order) by[k].push(await round(apps[k], makeRequest));
  }
  const sum = (k) => ({ cpuUs: median(by[k].map((x) => x.cpuUs)), p50: median(by[k].map((x) => x.p50)) });
  const w = sum('with');
  const wo = sum('without');
  return {
    with: w,
    without: wo,
    cpuOverheadPct: ((w.cpuUs / wo.cpuUs - 1) * 100).toFixed(1),
    latencyOverheadPct: ((w.p50 / wo.p50 - 1) * 100).toFixed(1),
  };
}

async function seedEvents(db, n) {
  const actions = ['observer.edit', 'observer.pin-reset', 'thread.follow-up', 'export.answers', 'auth.sign-in', 'form.save'];
  const start = Date.now() - 300 * 86_400_000;
  const per = 500;
  for (let done = 0; done < n;) {
    await db.tx(async (q) => {
      for (let b = 0; b < 20 && done < n; b++) {
        const rows = Math.min(per, n - done);
        const params = [];
        for (let i = 0; i < rows; i++) {
          const k = done + i;
          params.push(
            new Date(start + k * 25_000).toISOString(),
            k % 3 === 0 ? 'organizer' : 'ngoadmin',
            k % 3 === 0 ? 1 : 2,
            actions[k % actions.length],
            'observer',
            String(1 + (k % 2000)),
            `Observer ${k % 2000} (0722…${String(k % 1000).padStart(3, '0')}): name: "A" → "B"`,
            '127.0.0.1',
            '00000000-0000-4000-8000-000000000000',
          );
        }
        await q.run(
          `INSERT INTO audit_events (at, actor, ngo_id, action, entity_type, entity_id, summary, ip, request_id) VALUES ${Array.from({ length: rows }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          params,
        );
        done += rows;
      }
    });
  }
}

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(apiDir, 'scripts', 'load.mjs'), JSON.stringify({ url, connections: 20, duration: seconds, headers })],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });
}

const config = { ...loadConfig({ DATA_DIR: cfg.dataDir, SEED: 'demo', LOG_LEVEL: 'warn', PORT: '0' }) };
const running = await createServer(config);
const { app, ctx } = running;
const bare = await buildApp({ ...ctx, db: withoutAudit(ctx.db) });
const apps = { with: app, without: bare };
const signIn = async (user, password) =>
  JSON.parse((await app.inject({ method: 'POST', url: '/api/v2/access/authorize', payload: { user, password } })).body).access_token;
const admin = await signIn('ngoadmin', 'NgoAdmin#2026');
const org = await signIn('organizer', 'Organizer#2026');
const auth = { authorization: `Bearer ${admin}` };

const observers = await ctx.db.all('SELECT id FROM observers WHERE ngo_id = 2 AND retired = 0 ORDER BY id LIMIT 200');
const threads = await ctx.db.all(
  'SELECT observer_id, polling_station_id FROM answer_threads WHERE ngo_id = 2 ORDER BY observer_id LIMIT 200',
);
if (observers.length === 0 || threads.length === 0) throw new Error('the demo data set has no observers or threads of NGO 2');
let edits = 0;
const observerEdit = await compare(apps, (i) => ({
  method: 'PUT',
  url: '/api/v1/observer',
  headers: auth,
  payload: { observerId: observers[i % observers.length].id, name: `Bench Observer ${edits++ % 7}` },
}));
const statuses = ['needed', 'resolved', 'none'];
let changes = 0;
const followUp = await compare(apps, (i) => {
  const t = threads[i % threads.length];
  return {
    method: 'PUT',
    url: '/api/v1/answers/follow-up',
    headers: auth,
    payload: { observerId: t.observer_id, pollingStationId: t.polling_station_id, status: statuses[changes++ % 3] },
  };
});

const t0 = Date.now();
await seedEvents(ctx.db, EVENTS);
const seedSeconds = (Date.now() - t0) / 1000;
// The trigger queued each event; filed under their items and counted here, not during the load.
const t1 = Date.now();
const filed = await indexAllPendingAudit(ctx.db);
const fileSeconds = (Date.now() - t1) / 1000;
const total = Number((await ctx.db.get('SELECT COUNT(*) AS n FROM audit_events')).n);
// The plans of the first page's reads (services/audit.ts listAudit): each should be one index walk.
const COLS = 'id, at, actor, ngo_id, action, entity_type, entity_id, summary, label, ip, request_id';
const plans = {
  ngoPage: ctx.db.explain(`SELECT ${COLS} FROM audit_events WHERE ngo_id = ? ORDER BY id DESC LIMIT ? OFFSET ?`, [2, 50, 0]),
  allPage: ctx.db.explain(`SELECT ${COLS} FROM audit_events WHERE 1 = 1 ORDER BY id DESC LIMIT ? OFFSET ?`, [50, 0]),
  ngoTotal: ctx.db.explain(NGO_TOTAL_SQL, [2, 2]),
  // entityHistory: the item's filed events and the pending ones.
  history: ctx.db.explain(
    `SELECT ${COLS} FROM audit_events WHERE id IN (SELECT event_id FROM audit_by_entity WHERE entity_type = ? AND entity_id = ?
       UNION ALL SELECT event_id FROM audit_pending) AND entity_type = ? AND entity_id = ? AND ngo_id = ? ORDER BY id DESC LIMIT 500`,
    ['observer', '7', 'observer', '7', 2],
  ),
};
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;
const seconds = Number(cfg.seconds ?? 10);
const firstPageOrganizer = await load(`${base}/api/v1/audit?page=1&pageSize=50`, { authorization: `Bearer ${org}` }, seconds);
const firstPageNgo = await load(`${base}/api/v1/audit?page=1&pageSize=50`, auth, seconds);
// A day in the middle of the 300 days of events, with its total: the time filter's id range.
const dayFrom = new Date(Date.now() - 150 * 86_400_000).toISOString();
const dayTo = new Date(Date.now() - 149 * 86_400_000).toISOString();
const oneDayNgo = await load(`${base}/api/v1/audit?page=1&pageSize=50&from=${dayFrom}&to=${dayTo}`, auth, seconds);
await bare.close();
await app.close();
process.stdout.write(
  JSON.stringify({
    observerEdit,
    followUp,
    events: total,
    seedSeconds,
    filed,
    fileSeconds,
    plans,
    firstPageOrganizer,
    firstPageNgo,
    oneDayNgo,
  }),
);
