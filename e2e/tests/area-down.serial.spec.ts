import { expect, test } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { restartServer, stopServer } from '../support/servers';
import { signIn } from '../support/session';

test.describe.configure({ mode: 'serial' });

for (const down of AREAS) {
  test(`with the ${down.id} server stopped, its area shows the fallback and the shell and the other areas keep working`, async ({
    page,
  }) => {
    await stopServer(down.id);
    try {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await signIn(page, NGO_ADMIN, 'en');

      let firstRefusedAt = 0;
      page.on('requestfailed', (request) => {
        if (!firstRefusedAt && request.url().startsWith(areaOrigin(down))) firstRefusedAt = Date.now();
      });
      await page.goto(down.route);
      const fallback = page.getByTestId('area-fallback');
      // waitFor checks every animation frame, so this times the fallback closely.
      await fallback.waitFor({ state: 'visible' });
      expect(firstRefusedAt).toBeGreaterThan(0);
      expect(Date.now() - firstRefusedAt).toBeLessThanOrEqual(1_500);
      await expect(fallback).toContainText(`${down.titles.en} is unavailable right now`);

      // The top bar still works, and so do the other areas.
      for (const other of AREAS.filter((area) => area.id !== down.id).slice(0, 2)) {
        await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: other.titles.en, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: other.titles.en })).toBeVisible();
      }
      await page.getByLabel('Language').selectOption('ro');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ro');
      expect(pageErrors).toEqual([]);
    } finally {
      await restartServer(down.id);
    }
  });
}

test('Retry brings the area back once its server is reachable again, without a reload', async ({ page }) => {
  const observers = AREAS.find((area) => area.id === 'observers')!;
  await stopServer(observers.id);
  try {
    await signIn(page, NGO_ADMIN, 'en');
    await page.goto(observers.route);
    await expect(page.getByTestId('area-fallback')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await restartServer(observers.id);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  } finally {
    await restartServer(observers.id);
  }
});
