#!/usr/bin/env node
// The API test suite: compiles, then runs every test file over real HTTP on SQLite, and
// again on PostgreSQL when TEST_DATABASE_URL is set. Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

// A hang must fail a test, never use up CI's time: each test is cancelled after TEST_TIMEOUT_MS
// (the longest takes about 30 s), and --test-force-exit ends a file's process when its tests have,
// even if something it started is still open. (npm test also stops the whole step at its limit.)
const TEST_TIMEOUT_MS = 5 * 60_000;

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(cmd, args, { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      out += d.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

const tsc = path.join(apiDir, 'node_modules', 'typescript', 'bin', 'tsc');
const build = await run(process.execPath, [tsc, '-p', 'tsconfig.test.json']);
if (build.code !== 0) {
  console.error('api: build failed');
  process.exit(1);
}

const testDir = path.join('dist', '.test', 'test');
const files = readdirSync(path.join(apiDir, testDir))
  .filter((f) => f.endsWith('.test.js'))
  .map((f) => path.join(testDir, f));

// TEST_ONLY_POSTGRES=1 (the root test script's second pass) skips the SQLite run.
const runs =
  process.env.TEST_ONLY_POSTGRES === '1' && process.env.TEST_DATABASE_URL ? [] : [{ name: 'sqlite', env: { TEST_DB: 'sqlite' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'postgres', env: { TEST_DB: 'postgres' } });
else console.log('api: TEST_DATABASE_URL not set, PostgreSQL run skipped (node scripts/pg-test-cluster.mjs start gives one)');

let passed = 0;
let failed = 0;
let exit = 0;
for (const r of runs) {
  console.log(`\napi: running ${files.length} test files on ${r.name}`);
  const res = await run(
    process.execPath,
    ['--test', '--test-reporter=spec', '--test-concurrency=2', `--test-timeout=${TEST_TIMEOUT_MS}`, '--test-force-exit', ...files],
    r.env,
  );
  const num = (label) => Number((res.out.match(new RegExp(`[ℹ#] ${label} (\\d+)`)) ?? [])[1] ?? 0);
  const p = num('pass');
  const f = num('fail') + num('cancelled');
  console.log(`api (${r.name}): ${p} passed, ${f} failed`);
  passed += p;
  failed += f;
  if (res.code !== 0 || (p === 0 && f === 0)) exit = 1;
}
console.log(`\napi: ${runs.map((r) => r.name).join(' + ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`api: ${passed} passed, ${failed} failed`);
process.exit(exit || (failed > 0 ? 1 : 0));
