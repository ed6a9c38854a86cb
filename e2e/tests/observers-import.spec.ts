import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN, ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { listObservers, signInCached, uniqueName, uniquePhone } from '../support/observers';

function csvFile(lines: string[]) {
  return { name: 'observers.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') };
}

async function openImport(page: Page, language: 'en' | 'ro' = 'en') {
  const token = await signInCached(page, NGO_ADMIN, language);
  await page.goto('/observatori');
  await page.getByRole('link', { name: language === 'en' ? 'Import' : 'Importă' }).click();
  await expect(page).toHaveURL(/\/observatori\/import$/);
  return token;
}

test('a CSV import adds every row and says how many', async ({ page }) => {
  const token = await openImport(page);
  const name = uniqueName('Import');
  const rows = [`${uniquePhone()},1234,${name} One`, `${uniquePhone()},567890,${name} Two`];
  const ngo = page.getByLabel('NGO id (required)');
  await expect(ngo).toHaveAttribute('readonly', '');
  await expect(ngo).not.toHaveValue('');
  const submit = page.getByRole('button', { name: 'Import' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('CSV file (required)').setInputFiles(csvFile(['Phone,Pin,Name', ...rows]));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('2 observers have been added successfully').first()).toBeVisible();
  const imported = await listObservers(page.request, token, { name });
  expect(imported.data.map((observer) => observer.name).sort()).toEqual([`${name} One`, `${name} Two`]);
  await page.getByRole('link', { name: 'Back to the observers list' }).first().click();
  await expect(page).toHaveURL(/\/observatori$/);
});

test('a CSV with a bad row imports nothing and lists the row errors', async ({ page }) => {
  const token = await openImport(page);
  const name = uniqueName('BadImport');
  const good = uniquePhone();
  await page.getByLabel('CSV file (required)').setInputFiles(csvFile(['Phone,Pin,Name', `${good},1234,${name}`, `12ab,1234,${name} Bad`]));
  await page.getByRole('button', { name: 'Import' }).click();
  // The host's error toast (role alert); the same words also go to the page's status region.
  await expect(page.getByRole('alert').filter({ hasText: 'Encountered error while uploading csv' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '1 problem in the file' })).toBeVisible();
  const errors = page.getByRole('table', { name: 'Problems found in the file' });
  await expect(errors.locator('tbody tr')).toHaveCount(1);
  await expect(errors.locator('tbody tr').first()).toContainText('3');
  await expect(errors.locator('tbody tr').first()).toContainText('Phone');
  await expect(page.getByText('Nothing was imported.')).toBeVisible();
  expect((await listObservers(page.request, token, { phone: good })).totalItems).toBe(0);
  await expectNoAxeViolations(page, 'observer import with row errors (en)');
});

test('the template CSV downloads with the expected header', async ({ page }) => {
  await openImport(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a template CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('observers-template.csv');
  expect(readFileSync((await file.path())!, 'utf8').split('\r\n')[0]).toBe('Phone,Pin,Name');
});

test('an organizer may choose the NGO', async ({ page }) => {
  await signInCached(page, ORGANIZER, 'en');
  await page.goto('/observatori/import');
  const ngo = page.getByLabel('NGO id (required)');
  await expect(ngo).not.toHaveAttribute('readonly', '');
  await ngo.fill('0');
  await expect(page.getByText('The NGO id must be a positive whole number.')).toBeVisible();
});

for (const language of ['en', 'ro'] as const) {
  test(`the import page has no axe violations (${language})`, async ({ page }) => {
    await openImport(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page, `observer import (${language})`);
  });
}
