#!/usr/bin/env node
// pnpm bench:api — loopback benchmark at election-day scale (API-10).
// Seeds 10,000 observers / 1,000,000 answers into a temp DATA_DIR, starts the built server
// on 127.0.0.1, runs bounded autocannon loads, measures the xlsx export, prints figures, stops.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_REUSE_DIR: run against an already seeded DATA_DIR (kept afterwards); for iterating.
const reuse = process.env.BENCH_REUSE_DIR;
const dataDir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'obs-bench-'));
const children = [];

function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  if (!reuse) fs.rmSync(dataDir, { recursive: true, force: true });
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

/** Server CPU time (user + system) in ms, from /proc (clock ticks of 10 ms). */
const cpuOf = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssOf = (pid, field = 'VmRSS') => {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`));
  return m ? Number(m[1]) / 1024 : NaN;
};

async function main() {
  console.log('bench: building');
  execFileSync(
    process.execPath,
    [path.join(apiDir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(apiDir, 'tsconfig.json')],
    { stdio: 'inherit' },
  );
  const env = { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn', DATABASE_URL: '' };

  console.log('bench: seeding the scale data set (10,000 observers, 1,000,000 answers)');
  const t0 = Date.now();
  if (!reuse)
    execFileSync(process.execPath, [path.join(apiDir, 'dist', 'seed', 'scale-cli.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const seedSeconds = (Date.now() - t0) / 1000;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(apiDir, 'dist', 'main.js')], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOGIN_IP_LIMIT_PER_MINUTE: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }

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
  const tokens = [];
  for (let i = 0; i < 50; i++) {
    tokens.push(
      (await post('/api/v2/access/authorize', { user: `074${String(i).padStart(7, '0')}`, password: '1234', fcmToken: `bench-${i}` }))
        .access_token,
    );
  }

  // Each load runs in its own process: client and server must not share an event loop.
  // Server CPU per request is reported too: unlike latency it does not depend on what else
  // the machine is running.
  const run = async (cfg) => {
    const c0 = cpuOf(server.pid);
    const res = await runLoad(cfg);
    res.cpuPerReq = (cpuOf(server.pid) - c0) / Math.max(1, res.total);
    return res;
  };
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
  const fmt = (res) =>
    `${Math.round(res.rps)} req/s, p50 ${res.p50} ms, p99 ${res.p99} ms, non-2xx ${res.non2xx}, errors ${res.errors}, server CPU ${res.cpuPerReq.toFixed(2)} ms/req`;

  console.log(`bench: observers list, 50 connections, ${DURATION} s`);
  const observers = await run({ url: `${base}/api/v1/observer?page=50&pageSize=50`, connections: 50, headers: auth });
  const observersFilter = await run({ url: `${base}/api/v1/observer?name=an&page=2&pageSize=50`, connections: 50, headers: auth });

  console.log(`bench: answer-thread list, 20 connections, ${DURATION} s`);
  const threads = await run({ url: `${base}/api/v1/answers?page=3&pageSize=20&urgent=true`, connections: 20, headers: auth });
  const threadsAll = await run({ url: `${base}/api/v1/answers?page=50&pageSize=20`, connections: 20, headers: auth });
  // The urgent list as the back-office opens it: threads not yet resolved first.
  const threadsTriage = await run({
    url: `${base}/api/v1/answers?page=3&pageSize=20&urgent=true&unresolvedFirst=true`,
    connections: 20,
    headers: auth,
  });

  console.log(`bench: answer submissions (10 answers each), 50 connections, with 20 connections reading threads, ${DURATION} s`);
  const c0 = cpuOf(server.pid);
  const [submissions, readsDuring] = await Promise.all([
    runLoad({ mode: 'submit', base, connections: 50, tokens, questions: questions.slice(0, 10) }),
    runLoad({ url: `${base}/api/v1/answers?page=1&pageSize=20&urgent=true`, connections: 20, headers: auth }),
  ]);
  const mixedCpu = cpuOf(server.pid) - c0;
  submissions.cpuPerReq = mixedCpu / Math.max(1, submissions.total + readsDuring.total);
  readsDuring.cpuPerReq = submissions.cpuPerReq;
  const rssAfterLoad = rssOf(server.pid);

  console.log('bench: xlsx export of every answer');
  let peak = rssOf(server.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 50);
  const e0 = Date.now();
  const res = await fetch(`${base}/api/v1/export/all`, { headers: auth });
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.body) {
    if (!firstByte) firstByte = Date.now() - e0;
    bytes += chunk.length;
  }
  const exportSeconds = (Date.now() - e0) / 1000;
  clearInterval(sampler);

  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));

  const ok = (cond) => (cond ? 'PASS' : 'FAIL');
  const lines = [
    '',
    'Observatory API benchmark (loopback, SQLite synchronous=FULL, 10,000 observers, 1,000,000 answers)',
    `machine load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores (latency figures depend on it; CPU per request does not)`,
    `seed:scale                          ${seedSeconds.toFixed(1)} s`,
    `observers list p99 @50 conns        ${observers.p99} ms  (target <= 100)  ${ok(observers.p99 <= 100 && observers.non2xx === 0)}   [${fmt(observers)}]`,
    `observers list, name filter @50     ${observersFilter.p99} ms                    [${fmt(observersFilter)}]`,
    `thread list p99 @20 conns (urgent)  ${threads.p99} ms  (target <= 250)  ${ok(threads.p99 <= 250 && threads.non2xx === 0)}   [${fmt(threads)}]`,
    `thread list p99 @20 (page 50, all)  ${threadsAll.p99} ms                    [${fmt(threadsAll)}]`,
    `thread list p99 @20 (urgent, unresolvedFirst)  ${threadsTriage.p99} ms         [${fmt(threadsTriage)}]`,
    `answer submissions @50 conns        ${Math.round(submissions.rps)} /s  (target >= 500)  ${ok(submissions.rps >= 500 && submissions.non2xx === 0)}   [${fmt(submissions)}]`,
    `thread reads during submissions     p99 ${readsDuring.p99} ms   [${fmt(readsDuring)}]`,
    `server RSS after the load           ${rssAfterLoad.toFixed(0)} MiB`,
    `xlsx export                         ${exportSeconds.toFixed(1)} s, first byte ${firstByte} ms, ${(bytes / 1048576).toFixed(1)} MiB, peak RSS ${peak.toFixed(0)} MiB  (target <= 768)  ${ok(peak <= 768 && res.status === 200)}`,
  ];
  console.log(lines.join('\n'));
}

main()
  .catch((err) => {
    console.error(`bench failed: ${err?.stack ?? err}`);
    process.exitCode = 1;
  })
  .finally(cleanup);
