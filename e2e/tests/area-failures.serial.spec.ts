import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import type { AreaTopology } from '../support/topology';
import { signIn } from '../support/session';

const statistics = AREAS.find((area) => area.id === 'statistics')!;

/** Rewrites the JavaScript an area's origin serves, to stand in for a differently built area. */
async function rewriteAreaScripts(page: Page, area: AreaTopology, rewrite: (source: string) => string) {
  await page.route(`${areaOrigin(area)}/**/*.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });
}

test('a slow area says it is still loading after 3 s and shows its fallback within 10 s; the shell stays usable', async ({ page }) => {
  test.setTimeout(40_000);
  await signIn(page, NGO_ADMIN, 'en');
  // Timestamps in the page: when the area's loading panel appeared, when it said "still loading",
  // and when the fallback replaced it.
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __marks: Record<string, number> }).__marks = marks;
    new MutationObserver(() => {
      const now = performance.now();
      if (!marks.loading && document.querySelector('.obs-area-loading')) marks.loading = now;
      if (!marks.slow && document.querySelector('.obs-area-loading [role="status"]')?.textContent?.includes('Still loading'))
        marks.slow = now;
      if (!marks.fallback && document.querySelector('[data-testid="area-fallback"]')) marks.fallback = now;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.route(`${areaOrigin(statistics)}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(statistics.route);
  // The page's own marks below time it; here only wait, as long as the fallback (10 s) leaves it on screen.
  await expect(page.getByRole('status').filter({ hasText: 'Still loading Statistics' })).toBeVisible({ timeout: 9_000 });

  // The shell does not wait for the slow area: its About panel opens and closes meanwhile.
  await page.getByRole('button', { name: 'About' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByTestId('area-fallback').waitFor({ state: 'visible', timeout: 12_000 });
  const marks = await page.evaluate(() => (window as unknown as { __marks: Record<string, number> }).__marks);
  expect(marks.slow! - marks.loading!).toBeGreaterThanOrEqual(2_900);
  expect(marks.slow! - marks.loading!).toBeLessThanOrEqual(3_600);
  expect(marks.fallback! - marks.loading!).toBeLessThanOrEqual(10_500);
});

test('an area built for another contract version shows "needs an update", without Retry', async ({ page }) => {
  const failures: string[] = [];
  page.on('console', (message) => message.type() === 'error' && failures.push(message.text()));
  await signIn(page, NGO_ADMIN, 'en');
  await rewriteAreaScripts(page, statistics, (source) => source.replace(/contractVersion:1\b/g, 'contractVersion:2'));
  await page.goto(statistics.route);
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toContainText('Statistics needs an update');
  await expect(fallback.getByRole('button')).toHaveCount(0);
  expect(failures.filter((line) => line.includes('"kind":"incompatible"'))).toHaveLength(1);
  await page.getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
});

test('an area that throws while rendering is caught in its own place', async ({ page }) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await signIn(page, NGO_ADMIN, 'en');
  let sabotaged = false;
  await rewriteAreaScripts(page, statistics, (source) => {
    // The area's root hands AreaRoot its id while rendering: make that throw.
    if (!source.includes('area:"statistics"')) return source;
    sabotaged = true;
    return source.replace('area:"statistics"', 'area:(()=>{throw new Error("statistics crashed")})()');
  });
  await page.goto(statistics.route);
  await expect(page.getByTestId('area-fallback')).toContainText('Statistics is unavailable right now');
  expect(sabotaged, 'the area really threw').toBe(true);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
