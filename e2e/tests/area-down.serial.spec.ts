import { expect, test } from '@playwright/test';
import { AREAS, NGO_ADMIN } from '../support/topology';
import { restartServer, stopServer } from '../support/servers';
import { signIn } from '../support/session';

const observers = AREAS.find((area) => area.id === 'observers')!;

test.afterEach(async () => {
  await restartServer(observers.id);
});

test('with the observers server stopped, its area shows the fallback and the shell keeps working', async ({ page }) => {
  await stopServer(observers.id);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await signIn(page, NGO_ADMIN, 'en');

  const started = Date.now();
  await page.goto(observers.route);
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('Observers is unavailable right now');
  expect(Date.now() - started).toBeLessThan(5_000);

  // The top bar still works, and so do the other areas.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await page.getByLabel('Language').selectOption('ro');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulare' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('Retry brings the area back once its server is reachable again, without a reload', async ({ page }) => {
  await stopServer(observers.id);
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto(observers.route);
  await expect(page.getByTestId('area-fallback')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  await restartServer(observers.id);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
