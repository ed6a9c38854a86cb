import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { createObserver, filterByName, listObservers, signInCached, staffToken } from '../support/observers';

const table = (page: Page) => page.getByRole('table', { name: /^(Observers|Observatori)$/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function openList(page: Page, language: 'en' | 'ro' = 'en') {
  const token = await signInCached(page, NGO_ADMIN, language);
  await page.goto('/observatori');
  await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Observers' : 'Observatori' })).toBeVisible();
  await expect(page.getByText(/^(Showing 1 to|Se afișează de la 1 la) /)).toBeVisible();
  return token;
}

test('filter by name and reset; both buttons are disabled while the fields are empty', async ({ page }) => {
  const token = await staffToken(page.request, NGO_ADMIN);
  const mine = await createObserver(page.request, token, 'Filter');
  await openList(page);
  const search = page.getByRole('search', { name: 'Filter observers' });
  await expect(search.getByRole('button', { name: 'Filter' })).toBeDisabled();
  await expect(search.getByRole('button', { name: 'Reset' })).toBeDisabled();
  await expect(page.getByTestId('observers-count')).toHaveText(/^[\d,]+ observers$/);

  await filterByName(page, mine.name);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(table(page).getByRole('rowheader', { name: mine.name })).toBeVisible();
  await expect(page.getByText('Showing 1 to 1 of 1')).toBeVisible();

  await search.getByRole('button', { name: 'Reset' }).click();
  await expect(search.getByLabel('Name')).toHaveValue('');
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(100);
});

test('pages of 100 through the shared pagination', async ({ page }) => {
  await openList(page);
  const firstOnPageOne = await bodyRows(page).first().locator('th').innerText();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Showing 101 to 200 of /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(bodyRows(page)).toHaveCount(100);
  await expect(bodyRows(page).first().locator('th')).not.toHaveText(firstOnPageOne);
  await page.getByRole('button', { name: 'First page' }).click();
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await expect(bodyRows(page).first().locator('th')).toHaveText(firstOnPageOne);
});

test('Next and Previous ask for the page by the cursor the page on screen gave; a page jumped to by number', async ({ page }) => {
  await openList(page);
  const listRequest = (check: (url: URL) => boolean) =>
    page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/v1/observer' && check(url);
    });

  const next = listRequest((url) => url.searchParams.get('page') === '2');
  await page.getByRole('button', { name: 'Next page' }).click();
  expect((await next).url()).toMatch(/[?&]after=[A-Za-z0-9_-]+/);
  await expect(page.getByText(/^Showing 101 to 200 of /)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(100);

  const lastButton = page.getByRole('button', { name: 'Last page' });
  const last = listRequest((url) => url.searchParams.get('page') !== '2');
  await lastButton.click();
  const lastUrl = new URL((await last).url());
  expect(lastUrl.searchParams.get('after'), 'a page jumped to goes by number').toBeNull();
  const lastPage = Number(lastUrl.searchParams.get('page'));
  expect(lastPage).toBeGreaterThan(3);
  await expect(page.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');

  const previous = listRequest((url) => url.searchParams.get('page') === String(lastPage - 1));
  await page.getByRole('button', { name: 'Previous page' }).click();
  expect((await previous).url()).toMatch(/[?&]after=[A-Za-z0-9_-]+/);
  await expect(page.getByText(new RegExp(`^Showing ${(lastPage - 2) * 100 + 1} to ${(lastPage - 1) * 100} of `))).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(100);
});

test('sort by last seen goes through the API, across all pages', async ({ page }) => {
  const token = await openList(page);
  const sortButton = page.getByRole('button', { name: 'Last seen' });
  const header = page.getByRole('columnheader', { name: 'Last seen' });

  const ascending = page.waitForRequest((request) => /sortBy=lastSeen&sortDirection=asc/.test(request.url()));
  await sortButton.click();
  await ascending;
  await expect(header).toHaveAttribute('aria-sort', 'ascending');

  const descending = page.waitForRequest((request) => /sortBy=lastSeen&sortDirection=desc/.test(request.url()));
  await sortButton.click();
  await descending;
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  // The first row is the most recent of every page, as the API orders them, not of the page on screen.
  const expected = await listObservers(page.request, token, { sortBy: 'lastSeen', sortDirection: 'desc', page: 1, pageSize: 100 });
  await expect(bodyRows(page).first().locator('th')).toHaveText(expected.data[0]!.name);
  const times = await table(page)
    .locator('tbody time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
  expect(times.length).toBeGreaterThan(1);
  expect([...times].sort().reverse()).toEqual(times);
});

test('export downloads the filtered list as CSV', async ({ page }) => {
  const token = await staffToken(page.request, NGO_ADMIN);
  const mine = await createObserver(page.request, token, 'Export');
  await openList(page);
  await filterByName(page, mine.name);
  await expect(bodyRows(page)).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('observers.csv');
  const text = readFileSync((await file.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe('Name,Phone,NGO,LastSeen,NumberOfPollingStations,NumberOfNotes');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(mine.phone);
  expect(text).not.toMatch(/1234/);
});

test('selecting several rows leads to the notifications screen with their ids', async ({ page }) => {
  await openList(page);
  const ids = await listObservers(page.request, await staffToken(page.request, NGO_ADMIN), { page: 1, pageSize: 100, sortBy: 'name' });
  const [first, second] = ids.data;
  await page.getByRole('checkbox', { name: `Select ${first!.name}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second!.name}` }).check();
  await expect(page.getByText('2 rows selected')).toBeVisible();
  await page.getByRole('button', { name: 'Send notification' }).click();
  await expect(page).toHaveURL(`/notifications?toObserverIds=${encodeURIComponent(JSON.stringify([first!.id, second!.id]))}`);
});

test('the area shows its own error with Retry when the API fails', async ({ page }) => {
  await signInCached(page, NGO_ADMIN, 'en');
  await page.route(
    '**/api/v1/observer?**',
    (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }),
    {
      times: 1,
    },
  );
  await page.goto('/observatori');
  const alert = page.getByRole('alert').filter({ hasText: 'The observers could not be loaded.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expectNoAxeViolations(page, 'observers list error (en)');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await expect(alert).toHaveCount(0);
});

for (const language of ['en', 'ro'] as const) {
  const texts =
    language === 'en'
      ? { more: 'More actions for', cards: 'Cards', reset: 'Reset password for' }
      : { more: 'Mai multe acțiuni pentru', cards: 'Carduri', reset: 'Resetează parola pentru' };

  test(`the list, its row menu and the delete dialog have no axe violations (${language})`, async ({ page }) => {
    // A full page of 100 rows makes each axe run take a few seconds.
    test.setTimeout(90_000);
    await openList(page, language);
    await expectNoAxeViolations(page, `observers list (${language})`);
    const firstName = await bodyRows(page).first().locator('th').innerText();
    await page.getByRole('button', { name: `${texts.more} ${firstName}` }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.getByRole('menuitem').first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page, `observers delete dialog (${language})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${texts.more} ${firstName}` })).toBeFocused();
  });

  test(`the card view and the reset password dialog have no axe violations (${language})`, async ({ page }) => {
    test.setTimeout(90_000);
    await openList(page, language);
    const firstName = await bodyRows(page).first().locator('th').innerText();
    await page.getByRole('button', { name: texts.cards }).click();
    await expect(page).toHaveURL(/view=cards/);
    await expect(page.getByRole('heading', { level: 2, name: firstName })).toBeVisible();
    await expectNoAxeViolations(page, `observers cards (${language})`);
    await page.getByRole('button', { name: `${texts.reset} ${firstName}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `observers reset password dialog (${language})`);
  });
}
