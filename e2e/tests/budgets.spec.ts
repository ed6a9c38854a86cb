/**
 * The weight budgets (budgets.ts), on production builds in Chromium: a change that makes the
 * sign-in screen or an area's first screen heavier than its budget fails here, with the figure.
 */
import { expect, test } from '@playwright/test';
import { AREA_BUDGETS, LOGIN_BUDGET } from '../budgets';
import { AREAS, E2E_HOST_URL, NGO_ADMIN, areaOrigin } from '../support/topology';
import { kib, loadScreen } from '../support/weight';

test('the sign-in screen stays within its JavaScript budget', async ({ browser }) => {
  const load = await loadScreen(browser, { path: '/login', ready: (page) => page.getByRole('button', { name: 'LOGIN' }).waitFor() });
  expect(kib(load.jsGzip), `/login JS gzip (${LOGIN_BUDGET.reason})`).toBeLessThanOrEqual(LOGIN_BUDGET.kib);
  // Nothing of the signed-in app, and no area, loads before sign-in.
  expect(Object.keys(load.byOrigin)).toEqual([E2E_HOST_URL]);
});

test('the page preloads the start-up chunks (the sign-in form shows they ran), and each is downloaded once', async ({ page }) => {
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
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { url: timing.name, by: timing.initiatorType, bytes: timing.transferSize };
    }),
  );
  for (const href of preloaded) {
    const ofFile = entries.filter((entry) => entry.url === href);
    // The runtime's script tag asked for it and got the preload's copy: one download, not two
    // (a preload in another request mode than the script's could not be used).
    expect(
      ofFile.filter((entry) => entry.bytes > 0),
      `${href} downloaded once`,
    ).toHaveLength(1);
    expect(ofFile.map((entry) => entry.by).sort(), `${href} preloaded, then used by the runtime`).toEqual(['link', 'script']);
  }
});

for (const area of AREAS) {
  test(`the ${area.id} area's own first-screen JavaScript stays within its budget`, async ({ browser }) => {
    const budget = AREA_BUDGETS[area.id]!;
    const load = await loadScreen(browser, {
      path: area.route,
      account: NGO_ADMIN,
      ready: (page) => page.getByRole('heading', { level: 1, name: area.titles.en }).waitFor({ timeout: 30_000 }),
    });
    const own = load.byOrigin[areaOrigin(area)];
    expect(own, `${area.id} served its code`).toBeDefined();
    expect(kib(own!.jsGzip), `${area.id} JS gzip (${budget.reason})`).toBeLessThanOrEqual(budget.kib);
  });
}
