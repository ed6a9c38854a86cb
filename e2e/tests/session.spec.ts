import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { fetchToken } from '../support/session';
import { tamper } from '../support/tokens';

test('a 401 during use ends the session once, says so, and returns to the same place after signing in', async ({ page }) => {
  const rejected = tamper(await fetchToken(page, NGO_ADMIN));
  await page.addInitScript((token) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('token-id', token);
      window.localStorage.setItem('language', 'en');
      window.sessionStorage.setItem('seeded', '1');
    }
    // Count how often the app navigates to the login page.
    const counted = window as unknown as { __toLogin: number };
    counted.__toLogin = 0;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state: unknown, title: string, url?: string | URL | null) => {
        if (String(url ?? '').startsWith('/login')) counted.__toLogin += 1;
        original(state, title, url);
      };
    }
  }, rejected);

  const unauthorized: string[] = [];
  page.on('response', (response) => response.status() === 401 && unauthorized.push(response.url()));
  await page.goto('/observatori');
  await expect(page).toHaveURL(/\/login\?reason=session-ended&returnTo=%2Fobservatori$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  expect(unauthorized.length).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { __toLogin: number }).__toLogin)).toBe(1);
  expect(await page.evaluate(() => window.localStorage.getItem('token-id'))).toBeNull();

  await page.getByLabel('Username').fill(NGO_ADMIN.user);
  await page.locator('input[autocomplete="current-password"]').fill(NGO_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/observatori$/);
});

test('a 403 keeps the session and is shown in place', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  const token = await fetchToken(page, NGO_ADMIN);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('token-id', value);
      window.sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await page.route('**/api/v1/observer?**', (route) => route.fulfill({ status: 403, body: '' }));
  await page.goto('/observatori');
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/observatori$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token-id'))).toBe(token);
});

test('what was typed when the session ended is offered back after signing in again (never the PIN)', async ({ page }) => {
  const token = await fetchToken(page, NGO_ADMIN);
  await page.addInitScript((value) => {
    if (!window.sessionStorage.getItem('seeded')) {
      window.localStorage.setItem('token-id', value);
      window.localStorage.setItem('language', 'en');
      window.sessionStorage.setItem('seeded', '1');
    }
  }, token);
  await page.goto('/observatori/profil/new');
  await page.getByLabel(/^Name/).fill('Ioana Drafteanu');
  await page.getByLabel(/^Phone/).fill('0799123456');
  await page.locator('input[autocomplete="new-password"]').fill('8080');

  // The session ends while saving.
  await page.route('**/api/v1/observer', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 401, body: '' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login\?reason=session-ended&returnTo=%2Fobservatori%2Fprofil%2Fnew$/);
  await page.unroute('**/api/v1/observer');

  await page.getByLabel('Username').fill(NGO_ADMIN.user);
  await page.locator('input[autocomplete="current-password"]').fill(NGO_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/observatori\/profil\/new$/);
  // Said as it happened: kept when the session ended (not from an earlier visit).
  await expect(page.getByText('You have unsaved changes, kept when your session ended.')).toBeVisible();
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Ioana Drafteanu');
  await expect(page.getByLabel(/^Phone/)).toHaveValue('0799123456');
  await expect(page.locator('input[autocomplete="new-password"]')).toHaveValue('');
  const kept = await page.evaluate(() => JSON.stringify(window.sessionStorage));
  expect(kept).not.toContain('8080');
});
