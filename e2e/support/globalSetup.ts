import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AREAS, E2E_API_PORT, E2E_API_URL, E2E_HOST_PORT, E2E_HOST_URL, areaOrigin } from './topology';
import { ENVIRONMENT_DIR, areaVersion, defaultEnvironment, writeEnvironment } from './environment';
import { CSP_REPORT_FILE, RUN_DIR, startServer, stopAllServers } from './servers';
import type { ServerSpec } from './servers';
import { FakeFcm, fakeServiceAccount } from '../../api/test/support/fake-fcm';
import { FAKE_FCM_URL_VARIABLE } from './fakeFcm';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVE = path.join(ROOT, 'shared', 'tools', 'serve-static.mjs');
/** County outlines: deployment data beside the checkout, never in it (see ../shared/geo/README.md). */
const BOUNDARIES = path.resolve(ROOT, '..', 'shared', 'geo', 'ro-counties.geojson');

/** The API's compiled entry, from its `start` script (`node <entry>`). */
function apiEntry(): string {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'api', 'package.json'), 'utf8')) as { scripts?: { start?: string } };
  const match = /node\s+(\S+\.js)/.exec(pkg.scripts?.start ?? '');
  if (!match?.[1]) throw new Error('api/package.json has no `start: node <entry>.js` script');
  return match[1];
}

export default async function globalSetup() {
  await stopAllServers();
  rmSync(RUN_DIR, { recursive: true, force: true });
  mkdirSync(RUN_DIR, { recursive: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'observatory-e2e-'));
  writeEnvironment(defaultEnvironment());
  const envDir = ENVIRONMENT_DIR;
  const logs = path.join(RUN_DIR, 'logs');
  const shellOrigins = `${E2E_HOST_URL},http://localhost:${E2E_HOST_PORT}`;
  // Every static server of the run (and those tests start later) records CSP reports here;
  // the last spec of the suite fails on any (csp.final.spec.ts).
  process.env.OBSERVATORY_CSP_REPORT_FILE = CSP_REPORT_FILE;
  // Pushes go through the real FCM sender to a fake provider on loopback, in this process for the
  // whole run; the tests (other processes) drive it over HTTP (support/fakeFcm.ts).
  const fcm = new FakeFcm();
  const fcmUrl = await fcm.listen();
  process.env[FAKE_FCM_URL_VARIABLE] = fcmUrl;

  const api: ServerSpec = {
    name: 'api',
    command: process.execPath,
    args: [apiEntry()],
    cwd: path.join(ROOT, 'api'),
    env: {
      PORT: String(E2E_API_PORT),
      DATA_DIR: dataDir,
      SEED: 'demo',
      CORS_ORIGINS: shellOrigins,
      PUBLIC_URL: E2E_API_URL,
      LOG_LEVEL: 'warn',
      ...(existsSync(BOUNDARIES) ? { MAP_BOUNDARIES: BOUNDARIES } : {}),
      FCM_SERVICE_ACCOUNT: fakeServiceAccount(),
      FCM_ENDPOINT: fcmUrl,
      FCM_TOKEN_URL: `${fcmUrl}/token`,
      // A test may hold a device's answer for a while (to see "pending"): no retry meanwhile.
      PUSH_TIMEOUT_SECONDS: '120',
    },
    healthUrl: `${E2E_API_URL}/health`,
    logFile: path.join(logs, 'api.log'),
  };
  const host: ServerSpec = {
    name: 'host',
    command: process.execPath,
    args: [SERVE, '--root', 'dist', '--port', String(E2E_HOST_PORT), '--spa', '--env-dir', envDir, '--env', 'e2e'],
    cwd: path.join(ROOT, 'host'),
    env: {},
    healthUrl: `${E2E_HOST_URL}/environment.json`,
    logFile: path.join(logs, 'host.log'),
  };
  const remotes: ServerSpec[] = AREAS.map((area) => ({
    name: area.id,
    command: process.execPath,
    args: [SERVE, '--root', 'dist', '--port', String(area.port), '--cors'],
    cwd: path.join(ROOT, area.dir),
    env: { OBSERVATORY_SHELL_ORIGINS: shellOrigins },
    healthUrl: `${areaOrigin(area)}/${areaVersion(area)}/mf-manifest.json`,
    logFile: path.join(logs, `${area.id}.log`),
  }));

  await Promise.all([api, host, ...remotes].map((spec) => startServer(spec)));
  writeFileSync(path.join(RUN_DIR, 'data-dir'), dataDir);
  // Returned: run as a teardown, after the API has stopped (globalTeardown).
  return () => fcm.close();
}
