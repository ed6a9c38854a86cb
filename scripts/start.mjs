#!/usr/bin/env node
/**
 * `npm start`: install (from the lockfile), build, then run the API with demo data, the host and
 * every area from its own port as production builds. `npm run dev`: the same with hot reload.
 * Ctrl-C stops everything started here.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensurePnpm, nativeBuildEnv } from './lib/pnpm.mjs';
import { AREAS, API_PORT, HOST_PORT, ROOT, apiEntry, mapBoundariesEnv } from './lib/paths.mjs';
import { startProcess, stopOnSignals, waitForUrl } from './lib/processes.mjs';

const dev = process.argv.includes('--dev');
const pnpm = ensurePnpm();

function run(args, what) {
  console.log(`\n> ${what}`);
  const result = spawnSync(pnpm, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...nativeBuildEnv() } });
  if (result.status !== 0) {
    console.error(`${what} failed.`);
    process.exit(result.status ?? 1);
  }
}

const shellOrigins = [`http://127.0.0.1:${HOST_PORT}`, `http://localhost:${HOST_PORT}`];
// Area pages run standalone in dev, so their origins may call the API too.
const areaOrigins = AREAS.flatMap((area) => [`http://127.0.0.1:${area.port}`, `http://localhost:${area.port}`]);

run(['install', '--frozen-lockfile'], 'Installing dependencies (pnpm, from the lockfile)');
run(['--filter', '@observatory/api', 'build'], 'Building the API');
if (!dev) run(['-r', '--filter', './host', '--filter', './remote-*', 'build'], 'Building the host and the five areas (production)');

stopOnSignals();
const apiEnv = {
  ...process.env,
  PORT: String(API_PORT),
  DATA_DIR: process.env.DATA_DIR ?? path.join(ROOT, '.data'),
  SEED: process.env.SEED ?? 'demo',
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? [...shellOrigins, ...areaOrigins].join(','),
  ...mapBoundariesEnv(),
};
startProcess('api', 'node', [apiEntry()], { cwd: path.join(ROOT, 'api'), env: apiEnv });

const staticEnv = { ...process.env, OBSERVATORY_SHELL_ORIGINS: shellOrigins.join(',') };
if (dev) {
  startProcess('host', pnpm, ['--filter', '@observatory/host', 'dev'], { cwd: ROOT, env: { ...process.env, OBSERVATORY_ENV: 'dev' } });
  for (const area of AREAS) startProcess(area.id, pnpm, ['--filter', `./${area.dir}`, 'dev'], { cwd: ROOT });
} else {
  const serve = path.join(ROOT, 'shared', 'tools', 'serve-static.mjs');
  startProcess(
    'host',
    'node',
    [serve, '--root', 'dist', '--port', String(HOST_PORT), '--spa', '--env-dir', 'environments', '--env', 'local'],
    {
      cwd: path.join(ROOT, 'host'),
      env: staticEnv,
    },
  );
  for (const area of AREAS) {
    startProcess(area.id, 'node', [serve, '--root', 'dist', '--port', String(area.port), '--cors'], {
      cwd: path.join(ROOT, area.dir),
      env: staticEnv,
    });
  }
}

try {
  await waitForUrl(`http://127.0.0.1:${API_PORT}/health`, 120_000);
  await waitForUrl(`http://127.0.0.1:${HOST_PORT}/`, 120_000);
  console.log(`
  Observatory is running${dev ? ' (development, hot reload)' : ''}.

    Open      http://localhost:${HOST_PORT}
    API       http://127.0.0.1:${API_PORT}   (data in ${apiEnv.DATA_DIR})

  Demo logins
    organizer NGO admin      organizer / Organizer#2026
    NGO admin (one NGO)      ngoadmin  / NgoAdmin#2026

  Ctrl-C stops everything.
`);
} catch (error) {
  console.error(String(error));
}
