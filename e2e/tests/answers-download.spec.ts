import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { createThread, expectNoAxeViolations, listUrl, signIn, staffToken, unzip, waitForArea } from '../support/answers';
import { toastsSettled } from '../support/toasts';

test('Download answers asks first, then saves answsers.xlsx with the filtered threads; the notes come as CSV (en)', async ({
  page,
  request,
}) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Export', flagged: true, notes: [{ text: 'Exported note text' }] });
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto(listUrl(thread));
  await waitForArea(page);
  await expect(page.getByRole('link', { name: new RegExp(thread.observer.name) })).toBeVisible();

  await page.getByRole('button', { name: 'Download answers' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Download the answers?' });
  await expect(dialog).toContainText('answsers.xlsx');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page, 'the download confirmation');
  const arriving = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await arriving;
  expect(download.suggestedFilename()).toBe('answsers.xlsx');
  const workbook = unzip(readFileSync((await download.path())!));
  expect(workbook.has('xl/workbook.xml')).toBe(true);
  expect([...workbook.values()].some((text) => text.includes(thread.observer.phone))).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'answsers.xlsx was downloaded.' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Download notes (CSV)' }).click();
  const notesArriving = page.waitForEvent('download');
  await page.getByRole('alertdialog', { name: 'Download the notes?' }).getByRole('button', { name: 'Download' }).click();
  const notes = await notesArriving;
  expect(notes.suggestedFilename()).toBe('notes.csv');
  const csv = readFileSync((await notes.path())!, 'utf8');
  // The filter applies: one note, the thread's, under the CSV's header.
  const rows = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('Exported note text');
  expect(rows[1]).toContain(thread.observer.phone);
});

test('a failed download says so and keeps the filters; Try again works; Cancel stops a slow one (ro)', async ({ page, request }) => {
  const staff = await staffToken(request, NGO_ADMIN);
  const thread = await createThread(request, staff, { label: 'Export failure', flagged: true });
  await signIn(page, NGO_ADMIN, 'ro');
  await page.route('**/api/v1/export/all?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }),
  );
  await page.goto(listUrl(thread));
  await waitForArea(page);
  await page.getByRole('button', { name: 'Descarcă răspunsurile' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Descărcați răspunsurile?' });
  await expect(dialog).toContainText('answsers.xlsx');
  await expectNoAxeViolations(page, 'the download confirmation (ro)');
  await dialog.getByRole('button', { name: 'Descarcă', exact: true }).click();
  const alert = page.locator('.obs-answers-download').getByRole('alert');
  await expect(alert).toContainText('Răspunsurile nu au putut fi descărcate.');
  await expect(page.getByLabel('Telefonul observatorului')).toHaveValue(thread.observer.phone);
  await toastsSettled(page);
  await expectNoAxeViolations(page, 'a failed download (ro)');

  await page.unroute('**/api/v1/export/all?**');
  const arriving = page.waitForEvent('download');
  await alert.getByRole('button', { name: 'Încearcă din nou' }).click();
  expect((await arriving).suggestedFilename()).toBe('answsers.xlsx');
  await expect(alert).toBeHidden();

  // A download held by a slow server is stopped by Cancel, and nothing is saved.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/export/all/notes?**', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  let saved = 0;
  page.on('download', () => (saved += 1));
  const stopped = page.waitForEvent('requestfailed', (failed) => failed.url().includes('/api/v1/export/all/notes'));
  await page.getByRole('button', { name: 'Descarcă notele (CSV)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descarcă', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Se descarcă notele...' })).toBeDisabled();
  const cancel = page.getByRole('button', { name: 'Anulează descărcarea' });
  await expect(cancel).toBeFocused();
  await cancel.click();
  await stopped;
  await expect(page.getByRole('status').filter({ hasText: 'Descărcarea a fost anulată.' }).first()).toBeAttached();
  release();
  await expect(page.getByRole('button', { name: 'Descarcă notele (CSV)' })).toBeEnabled();
  expect(saved).toBe(0);
});
