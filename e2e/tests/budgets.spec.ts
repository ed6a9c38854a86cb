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
