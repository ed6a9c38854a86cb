#!/usr/bin/env node
// A throwaway PostgreSQL cluster for the API tests, from the Debian binaries.
//   node scripts/pg-test-cluster.mjs start   -> prints postgres://... on the last line
//   node scripts/pg-test-cluster.mjs stop    -> stops it and deletes its data
//   node scripts/pg-test-cluster.mjs replica -> a streaming replica of the cluster on
//        PG_TEST_PRIMARY_PORT (pg_basebackup), read-only, on PG_TEST_PORT; prints its URL
//   node scripts/pg-test-cluster.mjs halt    -> stops it at once, keeping its data (a crash)
//   node scripts/pg-test-cluster.mjs restart -> starts a halted one again
// Exits 3 when no PostgreSQL server binaries are installed (apt-get install postgresql).
// PG_TEST_PORT / PG_TEST_DIR choose the port and folder; PG_TEST_DURABLE=1 keeps fsync and
// synchronous_commit on (the benchmark: tests do not need durability, a benchmark must not skip it)
// and preloads pg_stat_statements when installed (the benchmark counts statements per request).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PORT = Number(process.env.PG_TEST_PORT ?? 55432);
const ROOT = process.env.PG_TEST_DIR ?? '/tmp/observatory-pg-test';
const DATA = path.join(ROOT, 'data');
const LOG = path.join(ROOT, 'server.log');
const DB = 'observatory_test';
const DURABLE = process.env.PG_TEST_DURABLE === '1';

function findBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : undefined;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
// PostgreSQL refuses to run as root: run its tools as the postgres OS user then.
function pgRun(bin, args, opts = {}) {
  const cmd = isRoot ? 'runuser' : bin;
  const full = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return execFileSync(cmd, full, { stdio: ['ignore', 'pipe', 'pipe'], ...opts }).toString();
}

const bin = findBin();
const statementStats = DURABLE && bin && fs.existsSync(path.join(bin, '..', 'lib', 'pg_stat_statements.so'));
const action = process.argv[2];
if (!['start', 'stop', 'replica', 'halt', 'restart'].includes(action)) {
  console.error('usage: pg-test-cluster.mjs start|stop|replica|halt|restart');
  process.exit(2);
}
if (!bin) {
  console.error('No PostgreSQL server binaries under /usr/lib/postgresql/*/bin. Install them with: apt-get install -y postgresql');
  process.exit(3);
}

if (action === 'stop') {
  if (fs.existsSync(path.join(DATA, 'PG_VERSION'))) {
    try {
      pgRun(path.join(bin, 'pg_ctl'), ['-D', DATA, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  }
  fs.rmSync(ROOT, { recursive: true, force: true });
  console.log('stopped');
  process.exit(0);
}

const serverOptions = () =>
  `-p ${PORT} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${ROOT} ${DURABLE ? '' : '-c fsync=off -c synchronous_commit=off -c full_page_writes=off '}${statementStats ? '-c shared_preload_libraries=pg_stat_statements ' : ''}-c max_connections=200`;
const startServer = () => {
  try {
    pgRun(path.join(bin, 'pg_ctl'), ['-D', DATA, '-l', LOG, '-w', '-t', '60', '-o', serverOptions(), 'start']);
  } catch {
    // Say why in a line or two (the server's log), not with a stack trace.
    const log = fs.existsSync(LOG) ? fs.readFileSync(LOG, 'utf8').trim().split('\n').slice(-4).join('\n') : '(no log)';
    console.error(`PostgreSQL test cluster did not start on 127.0.0.1:${PORT} (PG_TEST_PORT). Its log ends:\n${log}`);
    process.exit(1);
  }
};
const url = `postgres://postgres@127.0.0.1:${PORT}/${DB}`;

if (action === 'halt') {
  pgRun(path.join(bin, 'pg_ctl'), ['-D', DATA, '-m', 'immediate', '-w', 'stop']);
  console.log('halted');
  process.exit(0);
}
if (action === 'restart') {
  startServer();
  console.log(url);
  process.exit(0);
}
if (action === 'replica') {
  const primary = Number(process.env.PG_TEST_PRIMARY_PORT ?? 0);
  if (!primary) {
    console.error('PG_TEST_PRIMARY_PORT: the port of the cluster to replicate');
    process.exit(2);
  }
  fs.rmSync(ROOT, { recursive: true, force: true });
  fs.mkdirSync(ROOT, { recursive: true, mode: 0o755 });
  if (isRoot) execFileSync('chown', ['postgres:postgres', ROOT]);
  // A copy of the primary that streams its changes from then on (-R: standby.signal and primary_conninfo).
  pgRun(path.join(bin, 'pg_basebackup'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary),
    '-U',
    'postgres',
    '-D',
    DATA,
    '-R',
    '-X',
    'stream',
    // A fast checkpoint on the primary: the default spreads it over minutes.
    '--checkpoint=fast',
    '--no-sync',
  ]);
  startServer();
  console.log(`PostgreSQL streaming replica of 127.0.0.1:${primary} on 127.0.0.1:${PORT}, data in ${DATA}`);
  console.log(url);
  process.exit(0);
}

// start
if (fs.existsSync(path.join(DATA, 'postmaster.pid'))) {
  try {
    pgRun(path.join(bin, 'pg_ctl'), ['-D', DATA, 'status']);
    console.log(url);
    process.exit(0);
  } catch {
    // stale: start again below
  }
}
fs.rmSync(ROOT, { recursive: true, force: true });
fs.mkdirSync(ROOT, { recursive: true, mode: 0o755 });
if (isRoot) execFileSync('chown', ['postgres:postgres', ROOT]);
pgRun(path.join(bin, 'initdb'), ['-D', DATA, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
startServer();
pgRun(path.join(bin, 'psql'), [
  '-h',
  '127.0.0.1',
  '-p',
  String(PORT),
  '-U',
  'postgres',
  '-d',
  'postgres',
  '-v',
  'ON_ERROR_STOP=1',
  '-c',
  `CREATE DATABASE ${DB}`,
]);
console.log(`PostgreSQL test cluster on 127.0.0.1:${PORT}, data in ${DATA}`);
console.log(url);
