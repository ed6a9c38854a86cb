import { expect, test } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { createForm, focusedName, openList, rowOf, rowTitles, signIn, uniqueCode } from '../support/forms';

/** Three drafts made one after the other, so they sit together at the end of the Draft tab. */
async function threeDrafts(request: Parameters<typeof createForm>[0], token: string, label: string) {
  const titles: string[] = [];
  for (const part of ['one', 'two', 'three']) {
    const code = uniqueCode(label);
    titles.push(`E2E ${label} ${part} ${code}`);
    await createForm(request, token, { code, description: titles.at(-1)! });
  }
  return titles;
}

// Issue 21: after a row leaves the list by keyboard, the keyboard is not sent back to the top of the page.
test('a keyboard delete leaves focus on the next row’s first control and says what is left (en)', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const [, middle] = await threeDrafts(page.request, token, 'FOC');
  await openList(page, 'draft');
  const shown = await rowTitles(page);
  const next = shown[shown.indexOf(middle!) + 1]!;

  // Row menu, Delete, confirm: keys only.
  await rowOf(page, middle!)
    .getByRole('button', { name: `More actions for ${middle}` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Delete', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this form?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(rowOf(page, middle!)).toHaveCount(0);

  await expect.poll(() => focusedName(page)).toBe(`Move up: ${next}`);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  await expect(page.locator('[data-area="forms"] [role="status"]').filter({ hasText: /forms? left in Draft\./ })).toHaveCount(1);
});

// WCAG 1.4.10: at 320 px nothing scrolls sideways; every action, the drag handle and the move buttons stay usable.
test('at 320 px the forms list is a column of cards with every action reachable (en)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const token = await signIn(page, ORGANIZER, 'en');
  const [first, second] = await threeDrafts(page.request, token, 'NARROW');
  await openList(page, 'draft');
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);
  const region = page.locator('[data-area="forms"] .obs-table-scroll');
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);

  // Still a table row, with its controls on screen.
  const row = rowOf(page, first!);
  await row.scrollIntoViewIfNeeded();
  for (const control of [
    row.getByRole('button', { name: `Move down: ${first}` }),
    row.getByRole('button', { name: `Edit ${first}` }),
    row.getByRole('button', { name: `More actions for ${first}` }),
    row.locator('.obs-forms-handle'),
  ]) {
    const box = await control.boundingBox();
    expect(box, 'on screen').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  }
  await row.getByRole('button', { name: `More actions for ${first}` }).click();
  for (const item of ['Publish', 'Delete']) {
    const box = await page.getByRole('menuitem', { name: item, exact: true }).boundingBox();
    expect(box!.x + box!.width, item).toBeLessThanOrEqual(320);
  }
  await page.keyboard.press('Escape');

  // Move down works here too, and is saved.
  await row.getByRole('button', { name: `Move down: ${first}` }).click();
  await expect(page.getByText('The new order is saved.')).toBeVisible();
  const titles = await rowTitles(page);
  expect(titles.indexOf(first!)).toBe(titles.indexOf(second!) + 1);
  expect(await sideways()).toBeLessThanOrEqual(0);
});
