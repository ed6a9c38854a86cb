#!/usr/bin/env node
// A throwaway PgBouncer in transaction pooling mode in front of a PostgreSQL database (the
// multi-instance test runs through one; so can a person trying the pooler out).
//   node scripts/pgbouncer.mjs start   -> prints postgres://... (the pooler's URL) on the last line
//   node scripts/pgbouncer.mjs stop    -> stops it and deletes its folder
// PGBOUNCER_UPSTREAM: the database's URL (postgres://user@host:port/db, no password: trust);
// PGBOUNCER_PORT (default 6432) and PGBOUNCER_DIR (default /tmp/observatory-pgbouncer) choose
// where it listens and keeps its files; PGBOUNCER_SEARCH_PATH sets the schema every server
// connection works in (a transaction pooler cannot pass a client's search_path on).
// Exits 3 when pgbouncer is not installed (apt-get install pgbouncer).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const PORT = Number(process.env.PGBOUNCER_PORT ?? 6432);
const DIR = process.env.PGBOUNCER_DIR ?? '/tmp/observatory-pgbouncer';
const PID = path.join(DIR, 'pgbouncer.pid');
const action = process.argv[2];

if (action !== 'start' && action !== 'stop') {
  console.error('usage: pgbouncer.mjs start|stop');
  process.exit(2);
}

function stop() {
  try {
    const pid = Number(fs.readFileSync(PID, 'utf8').trim());
    // SIGTERM: immediate shutdown (the test's clients are gone or expendable).
    if (pid > 0) process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50; i++) {
      try {
        process.kill(pid, 0);
      } catch {
        break;
      }
      spawnSync('sleep', ['0.1']);
    }
  } catch {
    // not running
  }
  fs.rmSync(DIR, { recursive: true, force: true });
}

if (action === 'stop') {
  stop();
  console.log('stopped');
  process.exit(0);
}

const bin = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find((b) => fs.existsSync(b));
if (!bin) {
  console.error('pgbouncer is not installed. Install it with: apt-get install -y pgbouncer');
  process.exit(3);
}
const upstream = new URL(process.env.PGBOUNCER_UPSTREAM ?? '');
const dbName = upstream.pathname.replace(/^\//, '');
const user = decodeURIComponent(upstream.username || 'postgres');
const searchPath = process.env.PGBOUNCER_SEARCH_PATH ?? '';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName) || !/^[a-z_][a-z0-9_]*$/.test(user) || !/^[a-z0-9_]*$/.test(searchPath)) {
  console.error('PGBOUNCER_UPSTREAM (database, user) and PGBOUNCER_SEARCH_PATH must be plain lower-case names');
  process.exit(2);
}

stop();
fs.mkdirSync(DIR, { recursive: true, mode: 0o755 });
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const connect = [
  `host=${upstream.hostname}`,
  `port=${upstream.port || 5432}`,
  `dbname=${dbName}`,
  `user=${user}`,
  ...(searchPath ? [`connect_query='SET search_path TO ${searchPath}'`] : []),
].join(' ');
fs.writeFileSync(path.join(DIR, 'users.txt'), `"${user}" ""\n`);
fs.writeFileSync(
  path.join(DIR, 'pgbouncer.ini'),
  [
    '[databases]',
    `${dbName} = ${connect}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${PORT}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${path.join(DIR, 'users.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 500',
    'default_pool_size = 20',
    `logfile = ${path.join(DIR, 'pgbouncer.log')}`,
    `pidfile = ${PID}`,
    '',
  ].join('\n'),
);
// PgBouncer refuses to run as root: run it as the postgres OS user then.
if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', DIR]);
const args = ['-d', path.join(DIR, 'pgbouncer.ini')];
const run = isRoot
  ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
  : spawnSync(bin, args, { encoding: 'utf8' });
if (run.status !== 0) {
  console.error(`pgbouncer did not start: ${run.stderr || run.stdout}`);
  process.exit(1);
}

const listening = () =>
  new Promise((resolve) => {
    const s = net.connect(PORT, '127.0.0.1', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
for (let i = 0; i < 100 && !(await listening()); i++) await new Promise((r) => setTimeout(r, 100));
if (!(await listening())) {
  console.error(`pgbouncer is not listening on ${PORT}: ${fs.readFileSync(path.join(DIR, 'pgbouncer.log'), 'utf8').slice(-2000)}`);
  stop();
  process.exit(1);
}
console.log(`PgBouncer (transaction pooling) on 127.0.0.1:${PORT} in front of ${upstream.host}/${dbName}, files in ${DIR}`);
console.log(`postgres://${user}@127.0.0.1:${PORT}/${dbName}`);
