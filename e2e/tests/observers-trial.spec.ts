/**
 * What a demanding user's trial of the observers area found (issue "Shell and observers: what a
 * demanding user's trial found"), each as a person would see it.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { E2E_API_URL, NGO_ADMIN, ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  createObserver,
  filterByName,
  listObservers,
  observerCanSignIn,
  signInCached,
  staffToken,
  uniqueName,
  uniquePhone,
} from '../support/observers';

const table = (page: Page) => page.getByRole('table', { name: /^(Observers|Observatori)$/ });

async function openFiltered(page: Page, name: string) {
  await page.goto('/observatori');
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await filterByName(page, name);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
}

async function addObserverNamed(page: Page, token: string, name: string) {
  const response = await page.request.post(`${E2E_API_URL}/api/v1/observer`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, phone: uniquePhone(), pin: '1234', sendSMS: false },
  });
  expect(response.ok(), `add ${name}`).toBe(true);
  return Number(await response.json());
}

test('a PIN reset goes to exactly the observer the dialog names (by id)', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Reset');
  await openFiltered(page, observer.name);
  await page.getByRole('button', { name: `More actions for ${observer.name}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset password for ${observer.name}` });
  await dialog.getByLabel('New password (required)').fill('12ab');
  await dialog.getByLabel('New password (required)').press('Enter');
  // Checked in the browser first: letters never reach the server.
  await expect(dialog.getByText('The password must have exactly 4 or 6 digits.')).toBeVisible();
  await dialog.getByLabel('New password (required)').fill('246810');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/observer/reset'));
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ observerId: observer.id, pin: '246810' });
  await expect(page.getByText('Password has been reset for the observer.')).toBeVisible();
  expect(await observerCanSignIn(page.request, observer.phone, '246810')).toBe(true);
});

test('for an organizer, the reset dialog tells same-named observers of two NGOs apart by phone and NGO', async ({ page }) => {
  await signInCached(page, ORGANIZER, 'en');
  const organizerToken = await staffToken(page.request, ORGANIZER);
  const theirs = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Twin');
  const ours = { name: theirs.name, phone: uniquePhone() };
  const added = await page.request.post(`${E2E_API_URL}/api/v1/observer`, {
    headers: { Authorization: `Bearer ${organizerToken}` },
    data: { ...ours, pin: '1234', sendSMS: false },
  });
  expect(added.ok()).toBe(true);
  const listed = (await listObservers(page.request, organizerToken, { name: theirs.name })).data;
  const ngoOf = (phone: string) => listed.find((item) => item.phone === phone)?.ngo ?? '';
  expect(ngoOf(theirs.phone)).not.toBe(ngoOf(ours.phone));

  await page.goto('/observatori');
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await filterByName(page, theirs.name);
  await expect(table(page).locator('tbody tr')).toHaveCount(2);
  for (const phone of [theirs.phone, ours.phone]) {
    const row = table(page).locator('tbody tr').filter({ hasText: phone });
    await row.getByRole('button', { name: `More actions for ${theirs.name}` }).click();
    await page.getByRole('menuitem', { name: 'Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: `Reset password for ${theirs.name}` });
    await expect(dialog).toHaveAccessibleDescription(`Phone ${phone} NGO ${ngoOf(phone)}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('a failed save leaves Save enabled with the values kept, and saving again works', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Retry');
  await openFiltered(page, observer.name);
  await page.getByRole('button', { name: `Edit ${observer.name}` }).click();
  await page.route(
    '**/api/v1/observer',
    (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: '' }) : route.fallback()),
    {
      times: 1,
    },
  );
  const renamed = `${observer.name} Again`;
  await page.getByLabel('Name (required)').fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The changes could not be saved. The server had a problem.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(page.getByLabel('Name (required)')).toHaveValue(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been saved')).toBeVisible();
  const saved = await listObservers(page.request, await staffToken(page.request, NGO_ADMIN), { phone: observer.phone });
  expect(saved.data.map((item) => item.name)).toEqual([renamed]);
});

test('name search ignores diacritics and the old cedilla spelling', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  const token = await staffToken(page.request, NGO_ADMIN);
  const tag = uniqueName('Diacritics').split(' ').pop()!;
  const name = `Ștefan Țurcanu ${tag}`;
  await addObserverNamed(page, token, name);
  await page.goto('/observatori');
  for (const typed of [`stefan turcanu ${tag}`, `ŞTEFAN ţurcanu ${tag}`]) {
    await filterByName(page, typed);
    await expect(table(page).getByRole('rowheader', { name })).toBeVisible();
  }
});

test('a right-to-left override inside a name cannot flip the delete confirmation', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Bidi');
  // Existing data from before the API refused such names: the list answers with one.
  const spoof = `${observer.name} \u202Ecba .tpek era snoissimbus riehT`;
  await page.route('**/api/v1/observer?**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { id: number; name: string }[] };
    for (const item of body.data) if (item.id === observer.id) item.name = spoof;
    await route.fulfill({ response, json: body });
  });
  await openFiltered(page, observer.name);
  await page.getByRole('button', { name: `More actions for ${spoof}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete observer' });
  const message = dialog.locator('bdi', { hasText: observer.name });
  await expect(message).toHaveCount(1);
  // The sentence around the isolated name keeps its own order.
  await expect(message.locator('xpath=..')).toHaveText(/submissions are kept\.$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('keyboard: Reset keeps focus in the filter; Next page brings focus and view to the results', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  await page.goto('/observatori');
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await filterByName(page, 'Observer');
  await page.getByRole('search').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('search').getByLabel('Name')).toBeFocused();
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Showing 101 to 200 of /)).toBeVisible();
  const focused = page.locator('.obs-observers-results');
  await expect(focused).toBeFocused();
  await expect(focused).toBeInViewport();
});

test('an organizer sees each observer’s NGO; an NGO admin, over the same observer, does not need to', async ({ page, browser }) => {
  await signInCached(page, ORGANIZER, 'en');
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Ngo');
  await openFiltered(page, observer.name);
  await expect(table(page).getByRole('columnheader', { name: 'NGO' })).toBeVisible();
  const row = table(page).getByRole('row', { name: new RegExp(observer.name) });
  await expect(row.locator('td').nth(2)).not.toBeEmpty();
  await page.getByRole('button', { name: 'Cards' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: observer.name }).getByText('NGO', { exact: true })).toBeVisible();

  const admin = await browser.newPage();
  await signInCached(admin, NGO_ADMIN, 'en');
  await openFiltered(admin, observer.name);
  await expect(table(admin).getByRole('columnheader', { name: 'NGO' })).toHaveCount(0);
  await admin.close();
});

test('at 320 px the list reflows without a horizontal scroll, and a 100-character name wraps', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  const token = await staffToken(page.request, NGO_ADMIN);
  const long = `${uniqueName('Long').replace(/\s/g, '')}${'x'.repeat(100)}`.slice(0, 100);
  await addObserverNamed(page, token, long);
  await page.goto('/observatori');
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await filterByName(page, long);
  await expect(table(page).getByRole('rowheader', { name: long })).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 320, height: 720 });
  await expect(page.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'observers list at 320 px (en)');
});

test('an old import report goes away when another file is chosen, and row problems are in Romanian', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'ro');
  await page.goto('/observatori/import');
  const file = (lines: string[]) => ({ name: 'observers.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) });
  const input = page.getByLabel('Fișier CSV (obligatoriu)');
  await input.setInputFiles(file(['Phone,Pin,Name', `${uniquePhone()},12ab,${uniqueName('Ro')}`]));
  await page.getByRole('button', { name: 'Importă' }).click();
  const report = page.getByRole('table', { name: 'Problemele găsite în fișier' });
  await expect(report.getByRole('cell', { name: 'PIN-ul trebuie să aibă exact 4 sau 6 cifre.' })).toBeVisible();
  await input.setInputFiles(file(['Phone,Pin,Name', `${uniquePhone()},1234,${uniqueName('Ro')}`]));
  await expect(report).toHaveCount(0);
});
