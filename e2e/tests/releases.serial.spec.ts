import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_HOST_PORT, E2E_HOST_URL, NGO_ADMIN } from '../support/topology';
import { RUN_DIR, startServer } from '../support/servers';
import { defaultEnvironment, pinArea, writeEnvironment } from '../support/environment';
import { signIn } from '../support/session';

const ROOT = path.resolve(__dirname, '..', '..');
const AREA_DIR = path.join(ROOT, 'remote-statistics');
const RELEASES_DIR = path.join(RUN_DIR, 'releases');
/** A later patch of the kit the host provides: an area built against it must not run on this host. */
const NEWER_KIT = (() => {
  const [major, minor] = (JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')) as { version: string }).version.split(
    '.',
  );
  return `${major}.${minor}.99`;
})();
const CDN_PORT = E2E_HOST_PORT + 20;
const CDN = `http://127.0.0.1:${CDN_PORT}`;
const manifestOf = (version: string) => `${CDN}/remote-statistics/${version}/mf-manifest.json`;

/** What an area team runs: build a version (against a given kit version), then publish it. */
function buildAndRelease(version: string, kitVersion?: string) {
  const env = {
    ...process.env,
    OBSERVATORY_AREA_VERSION: version,
    RELEASES_DIR,
    ...(kitVersion ? { OBSERVATORY_KIT_VERSION: kitVersion } : {}),
  };
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: AREA_DIR,
    env,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  return spawnSync(process.execPath, [path.join(ROOT, 'shared', 'tools', 'release-area.mjs')], { cwd: AREA_DIR, env, encoding: 'utf8' });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(RELEASES_DIR, { recursive: true, force: true });
  for (const version of ['9.0.0', '9.1.0']) expect(buildAndRelease(version).status).toBe(0);
  // Built against a kit newer than the one the host provides (same line, a later patch).
  expect(buildAndRelease('9.2.0', NEWER_KIT).status).toBe(0);
  await startServer({
    name: 'cdn',
    command: process.execPath,
    args: [path.join(ROOT, 'shared', 'tools', 'serve-static.mjs'), '--root', RELEASES_DIR, '--port', String(CDN_PORT), '--cors'],
    cwd: ROOT,
    env: { OBSERVATORY_SHELL_ORIGINS: E2E_HOST_URL },
    healthUrl: manifestOf('9.0.0'),
    logFile: path.join(RUN_DIR, 'logs', 'cdn.log'),
  });
});

test.afterAll(() => {
  writeEnvironment(defaultEnvironment());
  for (const version of ['9.0.0', '9.1.0', '9.2.0']) rmSync(path.join(AREA_DIR, 'dist', version), { recursive: true, force: true });
});

test('two published versions side by side: the environment file pins, promotes and rolls back, no rebuild', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  const area = page.locator('[data-area="statistics"][data-build-version]');

  pinArea('statistics', '9.0.0', manifestOf('9.0.0'));
  await page.goto('/statistics');
  await expect(area).toHaveAttribute('data-build-version', '9.0.0');

  pinArea('statistics', '9.1.0', manifestOf('9.1.0'));
  await page.reload();
  await expect(area).toHaveAttribute('data-build-version', '9.1.0');
  await page.getByRole('button', { name: 'About' }).click();
  const row = page.getByTestId('about-areas').locator('tr[data-area="statistics"]');
  await expect(row).toContainText('9.1.0');
  await expect(row).toContainText(CDN);
  await expect(row).toContainText('loaded');
  await expect(page.getByTestId('about-areas').locator('tr[data-area="forms"]')).toContainText('not loaded yet');
  await page.keyboard.press('Escape');

  pinArea('statistics', '9.0.0', manifestOf('9.0.0'));
  await page.reload();
  await expect(area).toHaveAttribute('data-build-version', '9.0.0');
});

test('an area built against a newer kit than the host provides shows "needs an update" instead of running on the older kit', async ({
  page,
}) => {
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  await signIn(page, NGO_ADMIN, 'en');
  pinArea('statistics', '9.2.0', manifestOf('9.2.0'));
  await page.goto('/statistics');
  await expect(page.getByTestId('area-fallback')).toContainText('needs an update');
  await expect(page.locator('[data-area="statistics"]')).toHaveCount(0);
  expect(failures.filter((line) => line.includes('"kind":"incompatible"'))).toHaveLength(1);
  // The other areas are untouched.
  await page.goto('/observatori');
  await expect(page.locator('[data-area="observers"]')).toBeVisible();
  pinArea('statistics', '9.0.0', manifestOf('9.0.0'));
});

test('a published version is immutable: publishing it again is refused', () => {
  const again = buildAndRelease('9.1.0');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('already published');
});

test('the environment file is served uncached and versioned assets immutable', async ({ request }) => {
  const environment = await request.get(`${E2E_HOST_URL}/environment.json`);
  expect(environment.headers()['cache-control']).toBe('no-cache');
  const manifest = (await (await request.get(manifestOf('9.1.0'))).json()) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const chunk = manifest.exposes[0]!.assets.js.sync[0]!;
  const asset = await request.get(`${CDN}/remote-statistics/9.1.0/${chunk}`);
  expect(asset.headers()['cache-control']).toContain('immutable');
});
