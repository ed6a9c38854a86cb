import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { signIn, useLanguage } from '../support/session';

for (const language of ['en', 'ro'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test('the login page, also after a failed attempt', async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page, `login (${language})`);
      await page.locator('input[autocomplete="username"]').fill('nobody');
      await page.locator('input[autocomplete="current-password"]').fill('wrong');
      await page.locator('button[type="submit"]').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      await expectNoAxeViolations(page, `login with error (${language})`);
    });

    test('the shell with its top bar, the About panel and the 404 page', async ({ page }) => {
      await signIn(page, NGO_ADMIN, language);
      await page.goto('/formulare');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `shell (${language})`);
      await page.getByRole('button', { name: language === 'en' ? 'About' : 'Despre' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `about panel (${language})`);
      await page.keyboard.press('Escape');
      await page.goto('/nothing-here');
      await expectNoAxeViolations(page, `404 (${language})`);
    });
  });
}

test('the skip link is the first tab stop and moves focus to the main region', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await page.goto('/formulare');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  // The page's h1 takes the focus on arrival (PageHeading); start again from the top of the
  // document, as a fresh load does, rather than from the h1 (the forms list has controls after it).
  await page.evaluate(() => {
    document.body.setAttribute('tabindex', '-1');
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});
