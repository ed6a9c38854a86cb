import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { NGO_ADMIN } from '../support/topology';
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

const table = (page: Page) => page.getByRole('table', { name: 'Observers' });

async function openListFilteredTo(page: Page, name: string) {
  await signInCached(page, NGO_ADMIN, 'en');
  await page.goto('/observatori');
  await expect(page.getByText(/^Showing 1 to 100 of /)).toBeVisible();
  await filterByName(page, name);
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
}

async function fillProfile(page: Page, values: { name: string; phone: string; pin: string }) {
  await page.getByLabel('Name (required)').fill(values.name);
  await page.getByLabel('Phone (required)').fill(values.phone);
  await page.getByLabel('Password (required)').fill(values.pin);
}

test('add an observer, then a second one with the same phone is refused next to the phone field', async ({ page }) => {
  const token = await signInCached(page, NGO_ADMIN, 'en');
  const name = uniqueName('Add');
  const phone = uniquePhone();
  await page.goto('/observatori');
  await page.getByRole('link', { name: 'Add observer' }).click();
  await expect(page).toHaveURL(/\/observatori\/profil\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add observer' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(page.getByLabel('Password (required)')).toHaveAttribute('type', 'password');
  await fillProfile(page, { name: `  ${name}  `, phone, pin: '1234' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Observer has been added')).toBeVisible();
  await expect(page).toHaveURL(/\/observatori$/);
  const saved = await listObservers(page.request, token, { name });
  expect(saved.data.map((observer) => [observer.name, observer.phone])).toEqual([[name, phone]]);

  await page.goto('/observatori/profil/new');
  await fillProfile(page, { name: uniqueName('Duplicate'), phone, pin: '1234' });
  await page.getByRole('button', { name: 'Save' }).click();
  const phoneField = page.getByLabel('Phone (required)');
  await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('An observer with this phone number already exists.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profil\/new$/);
  await expectNoAxeViolations(page, 'observer profile with a server error (en)');
});

test('view an observer: the form is disabled, also when opened from a link', async ({ page }) => {
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'View');
  await openListFilteredTo(page, observer.name);
  await table(page).getByRole('link', { name: observer.name }).click();
  await expect(page).toHaveURL(new RegExp(`/observatori/profil/view/${observer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Observer details' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(observer.name);
  await expect(page.getByLabel('Name')).toBeDisabled();
  await expect(page.getByLabel('Phone')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'observer view (en)');

  // Opened from an address in a new tab, the page knows nothing of the list: the observer comes
  // from GET ?id=. (The token is already in this context's storage.)
  const fresh = await page.context().newPage();
  const lookup = fresh.waitForRequest((request) => request.url().includes(`id=${observer.id}`));
  await fresh.goto(`/observatori/profil/view/${observer.id}`);
  await lookup;
  await expect(fresh.getByLabel('Name')).toHaveValue(observer.name);
  await expect(fresh.getByLabel('Name')).toBeDisabled();
  await fresh.getByRole('link', { name: 'Cancel' }).click();
  await expect(fresh).toHaveURL(/\/observatori$/);
});

test('edit an observer from its row', async ({ page }) => {
  const token = await staffToken(page.request, NGO_ADMIN);
  const observer = await createObserver(page.request, token, 'Edit');
  await openListFilteredTo(page, observer.name);
  await page.getByRole('button', { name: `Edit ${observer.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/observatori/profil/edit/${observer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit observer' })).toBeVisible();
  const renamed = `${observer.name} Renamed`;
  await page.getByLabel('Name (required)').fill(`${observer.name}    Renamed `);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Changes have been saved')).toBeVisible();
  const saved = await listObservers(page.request, token, { phone: observer.phone });
  expect(saved.data.map((item) => item.name)).toEqual([renamed]);
  // The PIN was left empty, so it is unchanged.
  expect(await observerCanSignIn(page.request, observer.phone, observer.pin)).toBe(true);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await filterByName(page, renamed);
  await expect(table(page).getByRole('rowheader', { name: renamed })).toBeVisible();
});

test('delete an observer after the confirmation', async ({ page }) => {
  const token = await staffToken(page.request, NGO_ADMIN);
  const observer = await createObserver(page.request, token, 'Delete');
  await openListFilteredTo(page, observer.name);
  await page.getByRole('button', { name: `More actions for ${observer.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete observer' });
  await expect(dialog).toContainText(`Are you sure you want to delete ${observer.name}? Their submissions are kept.`);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // The name is isolated (Unicode FSI…PDI) so its own direction cannot reorder the sentence.
  await expect(page.getByText(`\u2068${observer.name}\u2069 has been deleted.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No observers match this filter' })).toBeVisible();
  expect((await listObservers(page.request, token, { phone: observer.phone })).totalItems).toBe(0);
});

test('reset an observer’s password, by keyboard alone', async ({ page }) => {
  const observer = await createObserver(page.request, await staffToken(page.request, NGO_ADMIN), 'Reset');
  await openListFilteredTo(page, observer.name);
  await page.getByRole('button', { name: `More actions for ${observer.name}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Reset password' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Reset password for ${observer.name}` });
  const input = dialog.getByLabel('New password (required)');
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Reset password' })).toBeDisabled();
  await page.keyboard.type('4321');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Password has been reset for the observer.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: `More actions for ${observer.name}` })).toBeFocused();
  expect(await observerCanSignIn(page.request, observer.phone, '4321')).toBe(true);
  expect(await observerCanSignIn(page.request, observer.phone, observer.pin)).toBe(false);
});

for (const language of ['en', 'ro'] as const) {
  test(`the add form with validation errors has no axe violations (${language})`, async ({ page }) => {
    await signInCached(page, NGO_ADMIN, language);
    await page.goto('/observatori/profil/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const name = page.getByLabel(language === 'en' ? 'Name (required)' : 'Nume (obligatoriu)');
    await name.fill('   ');
    await name.blur();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page, `observer add with errors (${language})`);
  });
}
