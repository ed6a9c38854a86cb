import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  AREA_LOAD_MS,
  answerAsObserver,
  createForm,
  observerToken,
  outline,
  signIn,
  storedFormByCode,
  storedSections,
  uniqueCode,
} from '../support/forms';

const TWO_QUESTIONS = (code: string) => [
  {
    code: 'S1',
    description: 'Opening',
    questions: [
      { code: `${code}-1`, text: 'First question', options: [{ text: 'Yes' }, { text: 'No', flagged: true }] },
      { code: `${code}-2`, text: 'Second question', options: [{ text: 'Yes' }, { text: 'No' }] },
    ],
  },
];

async function openEditor(page: Page, id: number, language: 'en' | 'ro' = 'en') {
  await page.goto(`/formulare/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: language === 'en' ? 'Edit form' : 'Editare formular' })).toBeVisible({
    timeout: AREA_LOAD_MS,
  });
}

test('leaving with unsaved changes asks first: Stay keeps them, Leave drops them (en)', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('LV');
  const id = await createForm(page.request, token, { code, description: `E2E leave ${code}` });
  await openEditor(page, id);
  // No changes: leaving asks nothing.
  await page.getByRole('link', { name: 'Back to forms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await openEditor(page, id);

  await page.getByLabel('Title (required)', { exact: true }).fill(`E2E leave ${code} changed`);
  await page.getByRole('link', { name: 'Observers', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
  await expectNoAxeViolations(page, 'leave confirmation (en)');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/formulare/${id}$`));
  await expect(page.getByLabel('Title (required)', { exact: true })).toHaveValue(`E2E leave ${code} changed`);

  await page.getByRole('link', { name: 'Back to forms' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  expect(await storedFormByCode(page.request, token, code)).toMatchObject({ description: `E2E leave ${code}` });
  // Left on purpose: no draft is offered next time.
  await openEditor(page, id);
  await expect(page.getByRole('button', { name: 'Restore them' })).toHaveCount(0);
});

test('Back and Forward away from unsaved changes ask first, as a link does: Stay keeps the page and what was typed (en)', async ({
  page,
}) => {
  await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('BF');
  await page.goto('/formulare');
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible({ timeout: AREA_LOAD_MS });
  // Reached inside the page (not by loading it), so Back and Forward stay in the app.
  await page.getByRole('link', { name: 'New form' }).click();
  const editorHeading = page.getByRole('heading', { level: 1, name: 'New form' });
  await expect(editorHeading).toBeVisible({ timeout: AREA_LOAD_MS });
  // Nothing typed: leaving and coming back asks nothing.
  await page.getByRole('link', { name: 'Observers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Observers' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await page.goBack();
  await expect(editorHeading).toBeVisible({ timeout: AREA_LOAD_MS });

  const title = page.getByLabel('Title (required)', { exact: true });
  await title.fill(`E2E back and forward ${code}`);
  const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  for (const move of ['forward', 'back'] as const) {
    await (move === 'forward' ? page.goForward() : page.goBack());
    await expect(dialog, `${move} asks`).toBeVisible();
    await expect(page).toHaveURL(/\/formulare\/nou$/);
    await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/formulare\/nou$/);
    await expect(editorHeading).toBeVisible();
    await expect(title).toHaveValue(`E2E back and forward ${code}`);
  }

  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible();
  await expect(page).toHaveURL(/\/formulare$/);
});

test('remove a question and undo it; deleting a section or an option asks first (ro)', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'ro');
  const code = uniqueCode('UN');
  const id = await createForm(page.request, token, { code, description: `E2E anulare ${code}`, sections: TWO_QUESTIONS(code) });
  await openEditor(page, id, 'ro');

  await page.getByRole('button', { name: `Elimină Întrebarea ${code}-1` }).click();
  const undo = page.getByRole('button', { name: `Anulează eliminarea: Întrebarea ${code}-1` });
  await expect(undo).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: `Întrebarea ${code}-1 a fost eliminată.` })).toBeVisible();
  await expect(page.locator('.obs-forms-question__code')).toHaveText([`${code}-2`]);
  await page.keyboard.press('Enter');
  await expect(page.locator('.obs-forms-question__code')).toHaveText([`${code}-1`, `${code}-2`]);
  await expect(page.getByRole('button', { name: new RegExp(`^${code}-1 First question$`) })).toBeFocused();

  // An option: the spec's question first; Cancel keeps it.
  await page.getByRole('button', { name: new RegExp(`^${code}-2`) }).click();
  await page.getByRole('button', { name: 'Șterge Opțiunea No' }).last().click();
  const confirm = page.getByRole('alertdialog', { name: 'Ștergeți această opțiune?' });
  await expect(confirm).toContainText('Sigur doriți să ștergeți această înregistrare?');
  await expectNoAxeViolations(page, 'option delete confirmation (ro)');
  await confirm.getByRole('button', { name: 'Anulează' }).click();
  await page.getByRole('button', { name: 'Șterge Opțiunea No' }).last().click();
  await confirm.getByRole('button', { name: 'Șterge' }).click();
  await expect(page.getByRole('button', { name: 'Adaugă opțiune la Întrebarea' + ` ${code}-2` })).toBeFocused();

  // A section: the confirmation says what goes with it.
  await page.getByRole('button', { name: 'Șterge Secțiunea S1' }).click();
  const sectionConfirm = page.getByRole('alertdialog', { name: 'Ștergeți această secțiune?' });
  await expect(sectionConfirm).toContainText('Secțiunea S1 și cele 2 întrebări ale ei vor fi eliminate');
  await sectionConfirm.getByRole('button', { name: 'Anulează' }).click();
  await expect(page.locator('section.obs-forms-section')).toHaveCount(1);

  await page.getByRole('button', { name: 'Salvează ciorna' }).click();
  await expect(page).toHaveURL(/\/formulare\?tab=draft$/);
  expect(outline(await storedSections(page.request, token, id))).toEqual([
    {
      code: 'S1',
      questions: [
        { code: `${code}-1`, type: 1, options: ['Yes', 'No'] },
        { code: `${code}-2`, type: 1, options: ['Yes'] },
      ],
    },
  ]);
});

test('answered questions and options are shown locked; a removal refused by the API (409) is said in words and put back (en)', async ({
  page,
}) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('LK');
  const id = await createForm(page.request, token, { code, description: `E2E locks ${code}`, draft: false, sections: TWO_QUESTIONS(code) });
  const observer = await observerToken(page.request, '0722000031');
  const [first, second] = (await storedSections(page.request, token, id))[0]!.questions;
  expect(await answerAsObserver(page.request, observer, first!.id, first!.optionsToQuestions[1]!.optionId)).toBe(200);

  await openEditor(page, id);
  const firstCard = page.locator('.obs-forms-question').filter({ hasText: `${code}-1` });
  await expect(firstCard).toContainText('Answered: cannot be removed');
  await expect(page.getByRole('button', { name: `Remove Question ${code}-1` })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: `Delete Section S1` })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: new RegExp(`^${code}-1`) }).click();
  await expect(firstCard.getByRole('button', { name: 'Delete Option No' })).toHaveAttribute('aria-disabled', 'true');
  await expect(firstCard.getByRole('button', { name: 'Delete Option Yes' })).not.toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'editor with locked items (en)');

  // Meanwhile an observer answers the second question; this page does not know yet and removes it.
  expect(await answerAsObserver(page.request, observer, second!.id, second!.optionsToQuestions[0]!.optionId)).toBe(200);
  await page.getByRole('button', { name: `Remove Question ${code}-2` }).click();
  await page.getByLabel('Title (required)', { exact: true }).fill(`E2E locks ${code} renamed`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('[data-area="forms"]').getByRole('alert')).toContainText(
    'The form was not saved: it removes questions or options that observers have already answered. Nothing you typed is lost.',
  );
  const refused = page.getByRole('group', { name: 'Some removals were refused' });
  await expect(refused).toContainText(`Question ${code}-2`);
  await refused.getByRole('button', { name: 'Put them back' }).click();
  await expect(page.locator('.obs-forms-question__code')).toHaveText([`${code}-1`, `${code}-2`]);
  await expect(page.locator('.obs-forms-question').filter({ hasText: `${code}-2` })).toContainText('Answered: cannot be removed');
  await expect(page.getByLabel('Title (required)', { exact: true })).toHaveValue(`E2E locks ${code} renamed`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/formulare$/);
  expect(await storedFormByCode(page.request, token, code)).toMatchObject({ description: `E2E locks ${code} renamed`, draft: false });
});

test('a session that ends mid-edit keeps the draft and offers it back after signing in (en)', async ({ page }) => {
  // Signed in once: after the session ends, only the login form signs in again.
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('SE');
  await page.goto('/formulare/nou');
  await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await page.getByLabel('Title (required)', { exact: true }).fill(`E2E session ${code}`);
  await page.getByLabel('Code (required)', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Section code (required)').fill('S9');

  // The session ends while saving.
  await page.route('**/api/v1/form', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 401, body: '' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/login\?reason=session-ended&returnTo=%2Fformulare%2Fnou$/);
  await page.unroute('**/api/v1/form');

  await page.getByLabel('Username').fill(ORGANIZER.user);
  await page.locator('input[autocomplete="current-password"]').fill(ORGANIZER.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/formulare\/nou$/);
  await expect(page.getByText('You have unsaved changes, kept when your session ended.')).toBeVisible({ timeout: AREA_LOAD_MS });
  await page.getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('Title (required)', { exact: true })).toHaveValue(`E2E session ${code}`);
  await expect(page.getByLabel('Section code (required)')).toHaveValue('S9');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/formulare\?tab=draft$/);
  expect(await storedFormByCode(page.request, token, code)).toMatchObject({ description: `E2E session ${code}` });
});
