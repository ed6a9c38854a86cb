import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { createObserver, sendThroughApi, signIn } from '../support/notifications';

/** More than one page of 100 (the default page size) of this test's own notifications. */
const OWN = 105;

test('the history pages, and gives the full date to keyboard users, in Romanian', async ({ page }) => {
  test.slow(); // it creates a page and a half of notifications first
  const token = await signIn(page, NGO_ADMIN, 'ro');
  const observer = await createObserver(page.request, token, 'History');
  const prefix = `E2E History ${Date.now().toString(36)}`;
  const titles = Array.from({ length: OWN }, (_, index) => `${prefix} #${String(index + 1).padStart(3, '0')}`);
  // One after the other, so the first one sent is the oldest.
  for (const title of titles) await sendThroughApi(page.request, token, title, [observer.id]);
  const newest = titles[OWN - 1]!;
  const oldest = titles[0]!;

  await page.goto('/notifications/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Istoricul notificărilor' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Notificări trimise, cele mai noi primele' });
  const newestRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: newest }) });
  await expect(newestRow).toContainText('1 observator');
  await expect(newestRow).toContainText(NGO_ADMIN.user);
  await expect(page.getByText(/^Se afișează de la 1 la 100 din /)).toBeVisible();
  await expect(table.getByRole('rowheader', { name: oldest })).toHaveCount(0);
  await expectNoAxeViolations(page, 'notification history (ro)');

  await page.getByRole('button', { name: 'Pagina următoare' }).click();
  await expect(page).toHaveURL(/\/notifications\/history\?page=2$/);
  await expect(page.getByText(/^Se afișează de la 101 la /)).toBeVisible();
  const oldestRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: oldest }) });
  await expect(oldestRow).toBeVisible();

  // Keyboard only: from the results (focused after the page change) to the table, its first row's recipients link, then its date.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  // The row's link to its recipients comes first (the delivery column), then its date.
  await expect(table.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Tab');
  const firstDate = table.locator('time').first();
  await expect(firstDate).toBeFocused();
  const full = firstDate.locator('.obs-datetime__full');
  await expect(full).toBeVisible();
  await expect(full).toHaveText(new RegExp(String(new Date().getUTCFullYear())));
  const box = await full.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
});

test('the history in English: its columns, and axe', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/notifications/history');
  const table = page.getByRole('table', { name: 'Notifications sent, newest first' });
  await expect(table.getByRole('columnheader')).toHaveText(['Sender account', 'NGO', 'Title', 'Message', 'Sent to', 'Delivery', 'Sent at']);
  await expect(page.getByRole('link', { name: 'Back to sending' })).toBeVisible();
  await expectNoAxeViolations(page, 'notification history (en)');
});

test('a page past the end of the history shows the last page instead', async ({ page }) => {
  const token = await signIn(page, NGO_ADMIN, 'en');
  // At least one notification, so there is a last page to show.
  const observer = await createObserver(page.request, token, 'History');
  const title = `E2E History end ${Date.now().toString(36)}`;
  await sendThroughApi(page.request, token, title, [observer.id]);
  await page.goto('/notifications/history?page=9999');
  await expect(page.getByRole('heading', { level: 1, name: 'Notification history' })).toBeVisible();
  await expect(page).not.toHaveURL(/page=9999/);
  await expect(page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Notifications sent, newest first' });
  await expect(table.getByRole('rowheader').first()).toBeVisible();
  // The last page holds the oldest: its rows end where the total does.
  const [, last, total] = /to ([\d,]+) of ([\d,]+)$/.exec((await page.getByText(/^Showing /).textContent()) ?? '') ?? [];
  expect(last).toBe(total);
});
