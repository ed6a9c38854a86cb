/**
 * The weight budgets (budgets.ts), on production builds in Chromium: a change that makes the
 * sign-in screen or an area's first screen heavier than its budget fails here, with the figure.
 */
import { expect, test } from '@playwright/test';
import { AREA_BUDGETS, LOGIN_BUDGET, SIGNED_IN_SCREEN_BUDGET } from '../budgets';
import { AREAS, E2E_HOST_URL, NGO_ADMIN, areaOrigin } from '../support/topology';
import { kib, loadScreen } from '../support/weight';

test('the sign-in screen stays within its JavaScript budget', async ({ browser }) => {
  const load = await loadScreen(browser, { path: '/login', ready: (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor() });
  expect(kib(load.jsGzip), `/login JS gzip (${LOGIN_BUDGET.reason})`).toBeLessThanOrEqual(LOGIN_BUDGET.kib);
  // Nothing of the signed-in app, and no area, loads before sign-in.
  expect(Object.keys(load.byOrigin)).toEqual([E2E_HOST_URL]);
});

test('the page preloads the start-up chunks (the sign-in form shows they ran), and each is downloaded once', async ({ page }) => {
  // Chromium says so when a preload cannot serve the request that follows (another mode).
  const unusedPreloads: string[] = [];
  page.on('console', (message) => /preload/i.test(message.text()) && unusedPreloads.push(message.text()));
  await page.goto('/login');
  // The sign-in form, in whichever language the page starts.
  await page.locator('input[type="password"]').waitFor();
  const preloaded = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(preloaded.map((href) => new URL(href).pathname)).toEqual([
    expect.stringMatching(/^\/boot\.\w+\.js$/),
    expect.stringMatching(/^\/start\.\w+\.js$/),
  ]);
  // The environment file too, fetched by the start-up from the preload (one request).
  const fetched = await page
    .locator('link[rel="preload"][as="fetch"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(fetched.map((href) => new URL(href).pathname)).toEqual(['/environment.json']);
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { url: timing.name, by: timing.initiatorType, bytes: timing.transferSize };
    }),
  );
  // The runtime's script tags and the start-up's fetch got the preloads' copies: one request each,
  // the preload's (a preload in another request mode than the script's would not be used, and
  // the script would ask again).
  for (const href of [...preloaded, ...fetched]) {
    expect(
      entries.filter((entry) => entry.url === href).map((entry) => entry.by),
      `${href} preloaded, then used`,
    ).toEqual(['link']);
  }
  expect(unusedPreloads).toEqual([]);
});

for (const area of AREAS) {
  test(`the ${area.id} first screen stays within its JavaScript budgets: the area's own, and the whole screen's`, async ({ browser }) => {
    const budget = AREA_BUDGETS[area.id]!;
    const load = await loadScreen(browser, {
      path: area.route,
      account: NGO_ADMIN,
      ready: (page) => page.getByRole('heading', { level: 1, name: area.titles.en }).waitFor({ timeout: 30_000 }),
    });
    const own = load.byOrigin[areaOrigin(area)];
    expect(own, `${area.id} served its code`).toBeDefined();
    expect(kib(own!.jsGzip), `${area.id} JS gzip (${budget.reason})`).toBeLessThanOrEqual(budget.kib);
    const screen = budget.screen ?? SIGNED_IN_SCREEN_BUDGET;
    expect(kib(load.jsGzip), `${area.route} JS gzip, shell and area (${screen.reason})`).toBeLessThanOrEqual(screen.kib);
    expect(load.jsFiles, `${area.route} JS files`).toBeLessThanOrEqual(screen.files);
  });
}
