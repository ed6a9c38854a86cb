import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { createObserver, filterByName, signInCached, staffToken } from '../support/observers';

for (const language of ['en', 'ro'] as const) {
  test(`a PIN reset shows in the observer's own history, with who did it (${language})`, async ({ page }) => {
    const texts =
      language === 'en'
        ? { more: 'More actions for', reset: 'Reset password', done: 'Password has been reset for the observer.', history: 'History' }
        : {
            more: 'Mai multe acțiuni pentru',
            reset: 'Resetează parola',
            done: 'Parola observatorului a fost resetată.',
            history: 'Istoric',
          };
    const said = language === 'en' ? `${NGO_ADMIN.user} reset the PIN` : `${NGO_ADMIN.user} a resetat PIN-ul`;
    const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), `History ${language}`);
    await signInCached(page, NGO_ADMIN, language);
    await page.goto('/observatori');
    await expect(page.locator('[data-area="observers"] h1')).toBeVisible({ timeout: 30_000 });
    await filterByName(page, observer.name, language);
    await page.getByRole('button', { name: `${texts.more} ${observer.name}` }).click();
    await page.getByRole('menuitem', { name: texts.reset }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').or(dialog.locator('input[type="password"]')).first().fill('4321');
    await dialog.getByRole('button', { name: texts.reset }).click();
    await expect(page.getByText(texts.done, { exact: false })).toBeVisible();

    // The profile's history: the reset, newest first, above the add; never the PIN itself.
    await page.goto(`/observatori/profil/view/${observer.id}`);
    const history = page.getByRole('region', { name: texts.history });
    await expect(history.getByRole('listitem').first()).toContainText(said, { timeout: 30_000 });
    await expect(history).not.toContainText('4321');
    await expect(history).not.toContainText(observer.pin);
    await expectNoAxeViolations(page, `an observer's history (${language})`);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
