import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { createForm, openList, positionsOf, rowOf, signIn, storedForms, uniqueCode } from '../support/forms';

/** Three drafts of this test, created in order (each goes to the end of the list). */
async function threeDrafts(page: Page, token: string, label: string): Promise<string[]> {
  const titles: string[] = [];
  for (const name of ['one', 'two', 'three']) {
    const code = uniqueCode(label);
    const title = `E2E ${label} ${name} ${code}`;
    await createForm(page.request, token, { code, description: title });
    titles.push(title);
  }
  return titles;
}

/** Where the API stores the titles, among the drafts (the stored order). */
async function storedPositions(page: Page, token: string, titles: readonly string[]): Promise<number[]> {
  const stored = (await storedForms(page.request, token, true)).map((form) => form.description);
  return titles.map((title) => stored.indexOf(title));
}

const inOrder = (positions: readonly number[]) => positions.every((value, index) => index === 0 || value > positions[index - 1]!);

test('keyboard: Move up announces the new place, the order is saved and survives a reload (en)', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const [one, two, three] = await threeDrafts(page, token, 'KEY');
  await openList(page, 'draft');
  expect(inOrder(await positionsOf(page, [one!, two!, three!]))).toBe(true);

  // Move "three" up until it is above "two" (other tests may add drafts between them).
  const moveUp = rowOf(page, three!).getByRole('button', { name: `Move up: ${three}` });
  await moveUp.focus();
  for (let step = 0; step < 10; step += 1) {
    const [twoAt, threeAt] = await positionsOf(page, [two!, three!]);
    if (threeAt! < twoAt!) break;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${three} moved to position` })).toHaveCount(1);
  }
  await expect(moveUp).toBeFocused();
  await expect(page.getByText('The new order is saved.')).toBeVisible();
  expect(inOrder(await positionsOf(page, [one!, three!, two!]))).toBe(true);
  expect(inOrder(await storedPositions(page, token, [one!, three!, two!]))).toBe(true);

  await page.reload();
  await expect(rowOf(page, three!)).toBeVisible({ timeout: 30_000 });
  expect(inOrder(await positionsOf(page, [one!, three!, two!]))).toBe(true);
});

test('a failed save of the order puts the rows back and says so', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const [one, two] = await threeDrafts(page, token, 'FAIL');
  await openList(page, 'draft');
  const before = await positionsOf(page, [one!, two!]);
  await page.route('**/api/v1/form', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' })
      : route.continue(),
  );
  await rowOf(page, two!)
    .getByRole('button', { name: `Move up: ${two}` })
    .click();
  const said =
    'The new order could not be saved, so the forms are back in their saved order. The server had a problem. Try again in a moment.';
  await expect(page.locator('[data-area="forms"] [role="alert"]').filter({ hasText: said })).toBeVisible();
  expect(await positionsOf(page, [one!, two!])).toEqual(before);
  await page.unroute('**/api/v1/form');
  expect(inOrder(await storedPositions(page, token, [one!, two!]))).toBe(true);
});

test('a real drag by the handle reorders the rows (5 px threshold, vertical only) and the order is saved', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const [one, two, three] = await threeDrafts(page, token, 'DRAG');
  await openList(page, 'draft');

  const handle = rowOf(page, three!).locator('.obs-forms-handle--form');
  const target = rowOf(page, one!);
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Under the 5 px start threshold nothing is dragged yet.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 3);
  await expect(page.locator('.obs-forms-sortable-fallback')).toHaveCount(0);
  // Then towards the top of "one", sideways too: the preview stays on the vertical axis.
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    const y = from.y + from.height / 2 + ((to.y + 4 - (from.y + from.height / 2)) * step) / steps;
    await page.mouse.move(from.x + from.width / 2 + step * 10, y);
  }
  const preview = page.locator('.obs-forms-sortable-fallback');
  await expect(preview).toHaveCount(1);
  const previewBox = (await preview.boundingBox())!;
  expect(Math.abs(previewBox.x - (await rowOf(page, two!).boundingBox())!.x)).toBeLessThan(2);
  expect(await preview.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1000');
  await page.mouse.up();

  await expect(page.getByText('The new order is saved.')).toBeVisible();
  expect(inOrder(await positionsOf(page, [three!, one!, two!]))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: `${three} moved to position` })).toHaveCount(1);
  await page.reload();
  await expect(rowOf(page, three!)).toBeVisible({ timeout: 30_000 });
  expect(inOrder(await positionsOf(page, [three!, one!, two!]))).toBe(true);
  expect(inOrder(await storedPositions(page, token, [three!, one!, two!]))).toBe(true);
});
