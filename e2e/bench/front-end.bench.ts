import { gzipSync } from 'node:zlib';
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { signIn, useLanguage } from '../support/session';

interface Load {
  readonly requests: number;
  readonly jsFiles: number;
  readonly jsRaw: number;
  readonly jsGzip: number;
  readonly byOrigin: Record<string, number>;
  readonly lcpMs: number;
}

/** Loads `path` in a fresh page and sums what the browser downloaded (JS sizes re-gzipped at level 9). */
async function measure(page: Page, path: string, ready: () => Promise<unknown>): Promise<Load> {
  const files: { url: string; type: string; body: Buffer }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (url.startsWith('data:')) return;
    try {
      files.push({ url, type: response.request().resourceType(), body: await response.body() });
    } catch {
      files.push({ url, type: response.request().resourceType(), body: Buffer.alloc(0) });
    }
  });
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const entries = list.getEntries();
      (window as unknown as { __lcp: number }).__lcp = entries[entries.length - 1]!.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? 0);
  const scripts = files.filter((file) => file.type === 'script');
  const byOrigin: Record<string, number> = {};
  for (const file of files) byOrigin[new URL(file.url).origin] = (byOrigin[new URL(file.url).origin] ?? 0) + 1;
  return {
    requests: files.filter((file) => !file.url.includes('/api/')).length,
    jsFiles: scripts.length,
    jsRaw: scripts.reduce((sum, file) => sum + file.body.length, 0),
    jsGzip: scripts.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0),
    byOrigin,
    lcpMs: Math.round(lcpMs),
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(label: string, load: Load) {
  console.log(
    `${label.padEnd(34)} static requests ${String(load.requests).padStart(3)}  JS files ${String(load.jsFiles).padStart(3)}  JS raw ${kib(load.jsRaw).padStart(10)}  JS gzip ${kib(load.jsGzip).padStart(9)}  LCP ${load.lcpMs} ms`,
  );
}

test('front-end weight and requests per screen (PERF-1, PERF-2, PERF-3)', async ({ browser }) => {
  console.log('\nFront-end benchmark (production builds on loopback, Chromium; gzip -9 of every JS file downloaded)');
  const login = await browser.newContext();
  const loginPage = await login.newPage();
  await useLanguage(loginPage, 'en');
  report('/login (cold)', await measure(loginPage, '/login', () => loginPage.getByRole('button', { name: 'LOGIN' }).waitFor()));
  await login.close();

  for (const area of AREAS) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, NGO_ADMIN, 'en');
    const load = await measure(page, area.route, () => page.getByRole('heading', { level: 1 }).first().waitFor());
    report(`${area.route} (cold, signed in)`, load);
    const otherAreas = AREAS.filter((other) => other.id !== area.id && load.byOrigin[areaOrigin(other)]);
    if (otherAreas.length) console.log(`  ! also contacted: ${otherAreas.map((other) => other.id).join(', ')}`);
    await context.close();
  }
  console.log('Budgets (quality bars): /login <= 170 KiB gzip; first signed-in screen <= 350 KiB gzip and <= 20 JS/CSS requests.');
});
