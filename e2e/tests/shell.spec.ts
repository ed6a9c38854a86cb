import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { fetchToken, signIn, useLanguage } from '../support/session';
import { fakeToken } from '../support/tokens';

test.describe('login page', () => {
  test('is blocked for signed-in users', async ({ page }) => {
    await signIn(page, NGO_ADMIN, 'en');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/answers$/);
  });

  test('returns to a same-origin returnTo path after signing in', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login?returnTo=%2Fformulare');
    await page.getByLabel('Username').fill(NGO_ADMIN.user);
    await page.getByLabel('Password').fill(NGO_ADMIN.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/formulare$/);
  });

  for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
    test(`refuses the hostile returnTo ${hostile}`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(`/login?returnTo=${encodeURIComponent(hostile)}`);
      await page.getByLabel('Username').fill(NGO_ADMIN.user);
      await page.getByLabel('Password').fill(NGO_ADMIN.password);
      await page.getByRole('button', { name: 'LOGIN' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/answers$/);
    });
  }

  test('the form works by keyboard alone', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    // Focus starts on the page heading, so the next stop is the username field.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Username')).toBeFocused();
    await page.keyboard.type(NGO_ADMIN.user);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NGO_ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/answers$/);
  });
});

test('a guarded route without a token goes to /login and comes back after signing in', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/observatori');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fobservatori$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByLabel('Username').fill(NGO_ADMIN.user);
  await page.getByLabel('Password').fill(NGO_ADMIN.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/observatori$/);
});

test('the empty path redirects to /answers', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/answers$/);
});

test('the urgent-answers route redirects to /answers?urgente=true', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/urgent-answers');
  await expect(page).toHaveURL(/\/answers\?urgente=true$/);
});

for (const path of ['/', '/statistics']) {
  test(`an expired token on ${path} ends the session with a message`, async ({ page }) => {
    const expired = fakeToken({ sub: 'ngoadmin', exp: Math.floor(Date.now() / 1000) - 60 });
    await page.addInitScript((token) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('token-id', token);
        window.localStorage.setItem('language', 'en');
        window.sessionStorage.setItem('seeded', '1');
      }
    }, expired);
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?reason=session-ended/);
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token-id'))).toBeNull();
  });
}

test('the language choice is kept across reloads and sets <html lang>', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'ro');
  await page.goto('/formulare');
  await expect(page.getByRole('heading', { level: 1, name: 'Formulare' })).toBeVisible();
  await page.getByLabel('Limba').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Observers' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('en');
});

test('the top bar marks the current route and shows the user name from the token', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/formulare');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Forms' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Answers' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: /Observer guide/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('user-name')).toHaveText(/ngoadmin$/);
});

test('logout clears the token and returns to the login page', async ({ page }) => {
  await useLanguage(page, 'en');
  const token = await fetchToken(page, NGO_ADMIN);
  await page.goto('/login');
  await page.evaluate((value) => window.localStorage.setItem('token-id', value), token);
  await page.goto('/formulare');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token-id'))).toBeNull();
  await page.goto('/formulare');
  await expect(page).toHaveURL(/\/login\?returnTo=/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to answers' }).click();
  await expect(page).toHaveURL(/\/answers$/);
});
