import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_API_URL, NGO_ADMIN, ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { createObserver, filterByName, signInCached, staffToken, type CreatedObserver } from '../support/observers';

/** "0722…123", as the log names a phone. */
const masked = (phone: string) => `${phone.slice(0, 4)}…${phone.slice(-3)}`;
/** The log's sentences isolate names (U+2068…U+2069): compare the words. */
const words = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '');

async function openActivity(page: Page, query = '') {
  await page.goto(`/activity${query}`);
  await expect(page.locator('[data-area="activity"] h1')).toBeVisible({ timeout: 30_000 });
}

async function resetPinByApi(request: APIRequestContext, token: string, observer: CreatedObserver, pin: string) {
  const response = await request.post(`${E2E_API_URL}/api/v1/observer/reset`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { action: 'reset-password', observerId: observer.id, pin },
  });
  expect(response.ok()).toBe(true);
}

test('a PIN reset in the observers area is in /activity in words, links to the observer, filters, downloads as CSV (en)', async ({
  page,
}) => {
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Activity log');
  const sentence = `${NGO_ADMIN.user} reset the PIN of observer ${observer.name} (${masked(observer.phone)})`;
  await signInCached(page, NGO_ADMIN, 'en');

  // The reset, through the observers area as a coordinator does it.
  await page.goto('/observatori');
  await expect(page.locator('[data-area="observers"] h1')).toBeVisible({ timeout: 30_000 });
  await filterByName(page, observer.name, 'en');
  await page.getByRole('button', { name: `More actions for ${observer.name}` }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').or(dialog.locator('input[type="password"]')).first().fill('8642');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset for the observer.', { exact: false })).toBeVisible();

  // The log, through the main navigation: the newest events first, the reset among them in words.
  await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('The activity in', { exact: false })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity, newest first' });
  const row = table.getByRole('row').filter({ hasText: observer.name }).first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  expect(words(await row.textContent())).toContain(sentence);
  await expect(table).not.toContainText('8642');
  await expectNoAxeViolations(page, 'the activity log (en)');

  // Filter by action and account: the address keeps them, so a reload shows the same log.
  await page.getByLabel('Action').selectOption({ label: 'Observer PIN reset' });
  await page.getByLabel('Account').fill(NGO_ADMIN.user);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/action=observer\.pin-reset/);
  await expect(page).toHaveURL(/actor=ngoadmin/);
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveValue('observer.pin-reset', { timeout: 30_000 });
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toBeVisible({ timeout: 30_000 });
  for (const text of await rows.allTextContents()) if (text.includes(' of observer ')) expect(words(text)).toContain('reset the PIN');
  const filtered = rows.filter({ hasText: observer.name }).first();
  await expect(filtered).toBeVisible();

  // The CSV of the filtered log: its rows are the resets, ours among them, no PIN.
  const arriving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await arriving;
  expect(download.suggestedFilename()).toBe('activity.csv');
  const lines = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe('Id,At,Actor,NgoId,Action,EntityType,EntityId,Summary,Ip,RequestId,Label');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toMatch(/,ngoadmin,\d+,observer\.pin-reset,observer,\d+,/);
  expect(lines.some((line) => line.includes(`,observer,${observer.id},`) && line.includes(observer.name))).toBe(true);
  expect(lines.join('\n')).not.toContain('8642');
  await expect(page.getByRole('status').filter({ hasText: 'The activity log was downloaded (activity.csv).' })).toHaveCount(1);

  // The row's link, by keyboard, opens the observer's profile, whose history has the reset too.
  const link = filtered.getByRole('link', { name: `Open the profile of ${observer.name} (${masked(observer.phone)})` });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/observatori/profil/view/${observer.id}$`));
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(`${NGO_ADMIN.user} reset the PIN`, { timeout: 30_000 });
});

test('the log in Romanian: the reset in words, axe at 0, reflow at 320 px, an empty filter said', async ({ page }) => {
  const token = await staffToken(page.request, NGO_ADMIN);
  const observer = await createObserver(page.request, token, 'Jurnal');
  await resetPinByApi(page.request, token, observer, '9753');
  await signInCached(page, NGO_ADMIN, 'ro');
  await openActivity(page, '?action=observer.pin-reset');
  const row = page.getByRole('table', { name: 'Activitatea, cele mai noi întâi' }).getByRole('row').filter({ hasText: observer.name });
  await expect(row.first()).toBeVisible({ timeout: 30_000 });
  expect(words(await row.first().textContent())).toContain(
    `${NGO_ADMIN.user} a resetat PIN-ul observatorului ${observer.name} (${masked(observer.phone)})`,
  );
  await expect(row.first().getByRole('link', { name: new RegExp(`^Deschide profilul lui ${observer.name}`) })).toHaveAttribute(
    'href',
    `/observatori/profil/view/${observer.id}`,
  );
  await expectNoAxeViolations(page, 'the activity log (ro)');
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(row.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByLabel('Cont').fill('nimeni-nu-are-acest-cont');
  await page.getByRole('button', { name: 'Filtrează' }).click();
  await expect(page.getByText('Nimic nu corespunde acestor filtre')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'the activity log, nothing matches (ro, 320 px)');
});

test("an NGO admin does not see another NGO's events; the organizer sees every NGO's", async ({ browser, request }) => {
  // The organizer adds an observer to its own NGO: that NGO's event, not the NGO admin's.
  const organizerToken = await staffToken(request, ORGANIZER);
  const theirs = await createObserver(request, organizerToken, 'Other NGO');
  const adminToken = await staffToken(request, NGO_ADMIN);
  const ours = await createObserver(request, adminToken, 'Own NGO');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInCached(admin, NGO_ADMIN, 'en');
  await openActivity(admin, '?action=observer.add');
  const adminTable = admin.getByRole('table', { name: 'Activity, newest first' });
  await expect(adminTable.getByRole('row').filter({ hasText: ours.name }).first()).toBeVisible({ timeout: 30_000 });
  await expect(adminTable).not.toContainText(theirs.name);
  await adminContext.close();

  const organizerContext = await browser.newContext();
  const organizer = await organizerContext.newPage();
  await signInCached(organizer, ORGANIZER, 'en');
  await openActivity(organizer, '?action=observer.add');
  await expect(organizer.getByText("Every NGO's activity", { exact: false })).toBeVisible();
  const organizerTable = organizer.getByRole('table', { name: 'Activity, newest first' });
  await expect(organizerTable.getByRole('row').filter({ hasText: theirs.name }).first()).toBeVisible({ timeout: 30_000 });
  await expect(organizerTable.getByRole('row').filter({ hasText: ours.name }).first()).toBeVisible();
  await organizerContext.close();
});
