import { expect, test } from '@playwright/test';
import { AREA_LOAD_MS } from '../support/forms';
import { signIn } from '../support/session';
import { AREAS, ORGANIZER } from '../support/topology';

// Issue 21: on a first load (a fresh tab, a reload) focus stays at the start of the document, so
// the first Tab reaches "Skip to main content" and then the top bar; only a move inside the app
// puts focus on the new screen's heading.
test('a fresh load of every area: the first Tab reaches the skip link; a move in the app focuses the heading', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ORGANIZER, 'en');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  for (const area of AREAS) {
    await page.goto(area.route);
    const heading = page.getByRole('heading', { level: 1, name: area.titles.en });
    await expect(heading, area.route).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(heading, `${area.route}: no focus on a first load`).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(skip, `${area.route}: the first Tab`).toBeFocused();
  }
  // A reload is a first load too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: AREA_LOAD_MS });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  // Moving within the app starts the reader at the new screen's heading.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Forms', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeFocused({ timeout: AREA_LOAD_MS });
});
