import { gzipSync } from 'node:zlib';
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { signIn } from '../support/session';

const notifications = AREAS.find((area) => area.id === 'notifications')!;

interface Screen {
  readonly readyMs: number;
  readonly staticRequests: number;
  readonly jsCssRequests: number;
  readonly jsGzip: number;
  readonly areaJsFiles: number;
  readonly areaJsGzip: number;
  readonly apiCalls: string[];
}

/** Loads `path` cold and sums what it cost until `ready` is on screen (JS re-gzipped at level 9). */
async function measure(page: Page, path: string, ready: () => Promise<unknown>): Promise<Screen> {
  const files: { url: string; type: string; body: Buffer }[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'OPTIONS') {
      const url = new URL(request.url());
      apiCalls.push(`${request.method()} ${url.pathname}`);
    }
  });
  page.on('response', async (response) => {
    const url = response.url();
    if (url.startsWith('data:') || url.includes('/api/')) return;
    // A redirect or an aborted response has no body.
    const body: Buffer = await response.body().catch(() => Buffer.alloc(0));
    files.push({ url, type: response.request().resourceType(), body });
  });
  const started = Date.now();
  await page.goto(path);
  await ready();
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const scripts = files.filter((file) => file.type === 'script');
  const own = scripts.filter((file) => file.url.startsWith(areaOrigin(notifications)));
  const gzip = (list: typeof files) => list.reduce((sum, file) => sum + gzipSync(file.body, { level: 9 }).length, 0);
  return {
    readyMs,
    staticRequests: files.length,
    jsCssRequests: files.filter((file) => file.type === 'script' || file.type === 'stylesheet').length,
    jsGzip: gzip(scripts),
    areaJsFiles: own.length,
    areaJsGzip: gzip(own),
    apiCalls,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(label: string, screen: Screen) {
  console.log(
    `${label.padEnd(38)} ready ${String(screen.readyMs).padStart(5)} ms  static requests ${String(screen.staticRequests).padStart(3)} (JS/CSS ${screen.jsCssRequests})  JS gzip ${kib(screen.jsGzip).padStart(9)}  area's own JS ${screen.areaJsFiles} files ${kib(screen.areaJsGzip).padStart(8)}  API calls ${screen.apiCalls.length} (${screen.apiCalls.join(', ')})`,
  );
}

test('notifications: first-screen weight, requests and the send round trip', async ({ browser }) => {
  console.log('\nNotifications benchmark (production builds on loopback, Chromium; gzip -9 of every JS file downloaded)');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, NGO_ADMIN, 'en');
  const send = await measure(page, '/notifications', () =>
    page.getByText(/^No filter: the notification goes to everyone you can see/).waitFor(),
  );
  report('/notifications (cold, signed in)', send);

  // Inside the area: the history and back. Counties are loaded once per visit to the area.
  const countyCalls = () => send.apiCalls.filter((call) => call === 'GET /api/v1/county').length;
  let started = Date.now();
  await page.getByRole('link', { name: 'History of sent notifications' }).click();
  await page.getByRole('table', { name: 'Notifications sent, newest first' }).waitFor();
  const toHistoryMs = Date.now() - started;
  await page.getByRole('link', { name: 'Back to sending' }).click();
  await page.getByRole('combobox', { name: 'County' }).waitFor();
  console.log(`  history from the send page: ${toHistoryMs} ms; county requests after going there and back: ${countyCalls()}`);

  // The send round trip: confirm to the success toast, with the request count.
  await page.getByLabel('Title (required)').fill(`Bench ${Date.now()}`);
  await page.getByLabel('Message (required)').fill('Benchmark message.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const before = send.apiCalls.length;
  started = Date.now();
  await page.getByRole('button', { name: 'Send now' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /The notification was sent to/ })
    .waitFor();
  console.log(`  send to everyone, confirm to toast: ${Date.now() - started} ms, API calls ${send.apiCalls.slice(before).join(', ')}`);
  await context.close();

  const historyContext = await browser.newContext();
  const historyPage = await historyContext.newPage();
  await signIn(historyPage, NGO_ADMIN, 'en');
  report(
    '/notifications/history (cold, signed in)',
    await measure(historyPage, '/notifications/history', () =>
      historyPage.getByRole('table', { name: 'Notifications sent, newest first' }).waitFor(),
    ),
  );
  await historyContext.close();
  console.log(
    'Budgets (quality bars): first signed-in screen <= 350 KiB gzip JS and <= 20 JS/CSS requests; each remote first route chunk <= 100 KiB.',
  );
});
