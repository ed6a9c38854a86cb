/**
 * What a demanding user's trial of the shell found (issue "Shell and observers: what a demanding
 * user's trial found"): tabs that stay signed in after a logout elsewhere, expired tokens, toasts
 * that pile up over the controls, the language on the login page, page titles and the brand link.
 */
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { E2E_API_URL, NGO_ADMIN } from '../support/topology';
import { fetchToken, signIn, useLanguage } from '../support/session';

const IMPORT_ROUTE = `${E2E_API_URL}/api/v1/observer/import`;
const csv = { name: 'observers.csv', mimeType: 'text/csv', buffer: Buffer.from('Phone,Pin,Name\r\n0799000000001,1234,Ana\r\n') };

/** The API requests that carried a bearer token, as the API would have received them. */
function bearerRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_API_URL) && request.headers().authorization) seen.push(request);
  });
  return seen;
}

test('a logout in one tab signs every tab out at once, and a sign-in in one signs the others in', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await useLanguage(first, 'en');
  await useLanguage(second, 'en');
  await first.goto('/login');
  const token = await fetchToken(first, NGO_ADMIN);
  await first.evaluate((value) => window.localStorage.setItem('token-id', value), token);
  await first.goto('/formulare');
  await second.goto('/observatori');
  await expect(second.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible();

  await first.getByRole('button', { name: 'Log out' }).click();
  await expect(first).toHaveURL(/\/login$/);
  // The other tab follows without any request or click of its own.
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await first.getByLabel('Username').fill(NGO_ADMIN.user);
  await first.getByRole('textbox', { name: 'Password (required)' }).fill(NGO_ADMIN.password);
  await first.getByRole('button', { name: 'LOGIN' }).click();
  await expect(first).toHaveURL(/\/answers/);
  await expect(second).toHaveURL(/\/answers/);
  await expect(second.getByTestId('user-name')).toHaveText(/ngoadmin$/);
});

test('a token whose expiry passes while the page is open is never sent: the session ends with its message and way back', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/observatori');
  await expect(page.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible();
  const sentAfterExpiry = bearerRequests(page);
  // The demo tokens live 12 hours.
  await page.clock.fastForward('12:00:05');
  await expect(page).toHaveURL(/\/login\?reason=session-ended&returnTo=%2Fobservatori/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  expect(sentAfterExpiry).toHaveLength(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token-id'))).toBeNull();
});

test('toasts: a few at a time, below the top bar, and closed by keyboard', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.route(IMPORT_ROUTE, (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }));
  await page.goto('/observatori/import');
  await page.getByLabel('CSV file (required)').setInputFiles(csv);
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  const toasts = page.getByRole('alert').filter({ hasText: 'Encountered error while uploading csv' });
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await importButton.click();
    await expect(toasts.first()).toBeVisible();
  }
  await expect(toasts).toHaveCount(3);

  // None covers the top bar: Log out and Language still take a click where they are.
  const topBar = await page.locator('header.obs-topbar').boundingBox();
  for (const box of await Promise.all((await toasts.all()).map((toast) => toast.boundingBox()))) {
    expect(box!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
  }
  await page.getByRole('button', { name: 'Log out' }).click({ trial: true });
  await page.getByLabel('Language').click({ trial: true });

  // The close button has a name and works from the keyboard; a waiting toast takes the place.
  const close = page.getByRole('button', { name: 'Close this message' });
  await expect(close).toHaveCount(3);
  await close.first().focus();
  await page.keyboard.press('Enter');
  await expect(toasts).toHaveCount(3);
  await expect(toasts.first()).toBeVisible();
});

test('an error toast closes by itself after a while (10 s), never staying for good', async ({ page }) => {
  test.slow(); // it waits for real time: the toasts' timers run on their progress-bar animation
  await signIn(page, NGO_ADMIN, 'en');
  await page.route(IMPORT_ROUTE, (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' }));
  await page.goto('/observatori/import');
  await page.getByLabel('CSV file (required)').setInputFiles(csv);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Encountered error while uploading csv' });
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await page.mouse.move(0, 0); // hovering would pause it
  await expect(toast).toHaveCount(0, { timeout: 20_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(8_000);
});

test('the import can be cancelled while error toasts are showing: none covers "Cancel the import"', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  let failures = 3;
  let imported = false;
  await page.route(IMPORT_ROUTE, async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{}' });
      return;
    }
    // The fourth upload is slow, so it can be cancelled; it would succeed if it went through.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    imported = true;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '1' }).catch(() => undefined);
  });
  for (const width of [1280, 390]) {
    failures = 3;
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/observatori/import');
    await page.getByLabel('CSV file (required)').setInputFiles(csv);
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await importButton.click();
      await expect(page.getByRole('alert').filter({ hasText: 'Encountered error' }).first()).toBeVisible();
    }
    await importButton.click();
    const cancel = page.getByRole('button', { name: 'Cancel the import' });
    await cancel.scrollIntoViewIfNeeded();
    await expect(cancel).toBeVisible();
    // Nothing lies over it: the topmost element at its centre is the button itself.
    expect(
      await cancel.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && button.contains(top);
      }),
    ).toBe(true);
    await cancel.click();
    await expect(page.getByText('The import was cancelled. Nothing was imported.')).toBeAttached();
  }
  expect(imported).toBe(false);
});

test('the login page offers the language, and names its tab', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Bun venit în Observatory' })).toBeVisible();
  await expect(page).toHaveTitle('Autentificare · Observatory');
  await page.getByLabel('Limba').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Observatory' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Observatory');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
});

test('every route names the browser tab, and the brand link stays inside the app', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/observatori');
  await expect(page).toHaveTitle('Observers · Observatory');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Observatory');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.getByRole('link', { name: 'Observatory', exact: true }).click();
  await expect(page).toHaveURL(/\/answers/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('at 320 px the top bar reflows: Log out stays on screen, no white frame, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, NGO_ADMIN, 'ro');
  await page.goto('/observatori');
  await expect(page.getByRole('heading', { level: 1, name: 'Observatori' })).toBeVisible();
  // Read out before the name: fits anyone ("Conectat ca" agreed with a man only).
  await expect(page.getByTestId('user-name')).toHaveText('Cont conectat: ngoadmin');
  const logout = await page.getByRole('button', { name: 'Deconectare' }).boundingBox();
  expect(logout!.x + logout!.width).toBeLessThanOrEqual(320);
  const bar = await page.locator('header.obs-topbar').boundingBox();
  expect(bar).toMatchObject({ x: 0, y: 0, width: 320 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
