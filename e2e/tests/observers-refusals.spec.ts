import { expect, test } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
import { signInCached, uniqueName, uniquePhone } from '../support/observers';
import { AREA_LOAD_MS, textsFor } from '../support/forms';

// Issue 21: the API refuses a name carrying invisible direction controls with a stable code, and
// the form says what is wrong and how to fix it, in the reader's language (it said "The server
// did not accept this name.").
for (const language of ['en', 'ro'] as const) {
  test(`a name with invisible direction controls is refused with what to do (${language})`, async ({ page }) => {
    const t = textsFor(language);
    const label = (field: string) => `${t(`observers:profile.fields.${field}`)} ${t('kit:form.required')}`;
    await signInCached(page, NGO_ADMIN, language);
    await page.goto('/observatori/profil/new');
    const name = page.getByLabel(label('name'));
    await expect(name).toBeVisible({ timeout: AREA_LOAD_MS });
    // Pasted from a chat app: a right-to-left override hides inside the name.
    await name.fill(`${uniqueName('Bidi')} \u202eupoP`);
    await page.getByLabel(label('phone')).fill(uniquePhone());
    await page.getByLabel(label('pin')).fill('1234');
    await page.getByRole('button', { name: t('observers:profile.save') }).click();
    await expect(name).toHaveAccessibleDescription(t('observers:profile.errors.name_bidi'));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // What was typed is still there to correct.
    await expect(name).toHaveValue(/Bidi/);
  });
}
