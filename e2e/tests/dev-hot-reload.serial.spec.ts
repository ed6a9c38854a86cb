import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_HOST_PORT, NGO_ADMIN } from '../support/topology';
import { defaultEnvironment } from '../support/environment';
import { RUN_DIR, waitForHealthy } from '../support/servers';
import { fetchToken } from '../support/session';

const ROOT = path.resolve(__dirname, '..', '..');
const HOST_DEV_PORT = E2E_HOST_PORT + 50;
const FORMS_DEV_PORT = E2E_HOST_PORT + 52;
const PAGE_FILE = path.join(ROOT, 'remote-forms', 'src', 'pages', 'FormsPage.tsx');
const running: ChildProcess[] = [];

function devServer(dir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['serve', '--mode', 'development'], {
    cwd: path.join(ROOT, dir),
    env: { ...process.env, OBSERVATORY_DEV_PORT: String(port), ...env },
    stdio: 'ignore',
    detached: true,
  });
  running.push(child);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const environment = defaultEnvironment();
  environment.areas.forms = { version: 'dev', manifestUrl: `http://127.0.0.1:${FORMS_DEV_PORT}/mf-manifest.json` };
  const envFile = path.join(RUN_DIR, 'dev-environment.json');
  writeFileSync(envFile, JSON.stringify(environment));
  devServer('host', HOST_DEV_PORT, { OBSERVATORY_ENV_FILE: envFile });
  devServer('remote-forms', FORMS_DEV_PORT);
  await waitForHealthy(`http://127.0.0.1:${FORMS_DEV_PORT}/mf-manifest.json`, 90_000);
  await waitForHealthy(`http://127.0.0.1:${HOST_DEV_PORT}/environment.json`, 90_000);
});

test.afterAll(() => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
});

test('npm run dev: an edit to an area shows inside the shell page, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await fetchToken(page, NGO_ADMIN);
  await page.addInitScript((value) => {
    window.localStorage.setItem('token-id', value);
    window.localStorage.setItem('language', 'en');
  }, token);
  await page.goto(`http://127.0.0.1:${HOST_DEV_PORT}/formulare`);
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const original = readFileSync(PAGE_FILE, 'utf8');
  try {
    // The NGO admin sees the list's read-only note: the edit changes its visible text.
    const edited = original.replace("{t('list.readOnly')}</p>", "{t('list.readOnly')} (edited while running)</p>");
    expect(edited).not.toBe(original);
    writeFileSync(PAGE_FILE, edited);
    await expect(page.getByText('(edited while running)')).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    writeFileSync(PAGE_FILE, original);
  }
});
