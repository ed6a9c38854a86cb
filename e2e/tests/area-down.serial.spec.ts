import { expect, test } from '@playwright/test';
import { AREAS, NGO_ADMIN, areaOrigin } from '../support/topology';
import { restartServer, stopServer } from '../support/servers';
import { signIn } from '../support/session';

test.describe.configure({ mode: 'serial' });

type FallbackClock = Window & { __refusedAt?: number; __fallbackFrameAt?: number };

/**
 * Runs in the page, timing by its own clock: when a request to the stopped area's server first
 * failed, and the first frame drawn after the area's fallback appeared.
 */
function recordFallbackTiming(origin: string) {
  const clock = window as FallbackClock;
  const fetchFromPage = window.fetch.bind(window);
  window.fetch = (input, init) =>
    fetchFromPage(input, init).catch((error: unknown) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!clock.__refusedAt && url.startsWith(origin)) clock.__refusedAt = Date.now();
      throw error;
    });
  const observer = new MutationObserver(() => {
    if (clock.__fallbackFrameAt || !document.querySelector('[data-testid="area-fallback"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (clock.__fallbackFrameAt = Date.now()));
  });
  observer.observe(document, { childList: true, subtree: true });
}

for (const down of AREAS) {
  test(`with the ${down.id} server stopped, its area shows the fallback and the shell and the other areas keep working`, async ({
    page,
  }) => {
    await stopServer(down.id);
    try {
      const pageErrors: Error[] = [];
      page.on('pageerror', (error) => pageErrors.push(error));
      await signIn(page, NGO_ADMIN, 'en');

      // Timed in the page: from this process, polling and messaging added their own delays on a busy machine.
      await page.addInitScript(recordFallbackTiming, areaOrigin(down));
      await page.goto(down.route);
      const fallback = page.getByTestId('area-fallback');
      await fallback.waitFor({ state: 'visible' });
      await page.waitForFunction(() => Boolean((window as FallbackClock).__fallbackFrameAt));
      const { refusedAt, shownAt } = await page.evaluate(() => {
        const clock = window as FallbackClock;
        return { refusedAt: clock.__refusedAt ?? 0, shownAt: clock.__fallbackFrameAt ?? 0 };
      });
      expect(refusedAt, 'a request to the stopped server failed').toBeGreaterThan(0);
      expect(shownAt - refusedAt).toBeLessThanOrEqual(1_500);
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
