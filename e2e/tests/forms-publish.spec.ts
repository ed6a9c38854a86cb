import { expect, test } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  AREA_LOAD_MS,
  answerAsObserver,
  createForm,
  observerToken,
  rowOf,
  signIn,
  storedFormByCode,
  storedSections,
  uniqueCode,
} from '../support/forms';

test('errors before upload: a summary that takes the focus and leads to each field; then publish, and observers can answer it in the saved order (ro)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page, ORGANIZER, 'ro');
  await page.goto('/formulare/nou');
  await expect(page.getByRole('heading', { level: 1, name: 'Formular nou' })).toBeVisible({ timeout: AREA_LOAD_MS });

  // Nothing filled in: the summary says what is missing and takes the focus.
  await page.getByRole('button', { name: 'Publică' }).click();
  const summary = page.getByRole('group', { name: 'Formularul are 3 probleme' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Titlul este obligatoriu.',
    'Codul este obligatoriu.',
    'Adăugați cel puțin o secțiune.',
  ]);
  await expect(page.getByLabel('Titlu (obligatoriu)', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'editor with errors (ro)');
  await summary.getByRole('link', { name: 'Codul este obligatoriu.' }).click();
  await expect(page.getByLabel('Cod (obligatoriu)', { exact: true })).toBeFocused();

  const code = uniqueCode('PUB');
  const title = `E2E secție de votare ${code}`;
  await page.getByLabel('Titlu (obligatoriu)', { exact: true }).fill(title);
  await page.getByLabel('Cod (obligatoriu)', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Adaugă secțiune' }).click();
  await page.getByLabel('Codul secțiunii (obligatoriu)').fill('A');
  await page.getByRole('button', { name: 'Adaugă întrebare în Secțiunea A' }).click();
  await page.getByLabel('Codul întrebării (obligatoriu)').fill('A1');
  await page.getByLabel('Textul întrebării (obligatoriu)').fill('S-a deschis secția la timp?');
  await page.getByRole('button', { name: 'Adaugă întrebare în Secțiunea A' }).click();
  await page.getByLabel('Codul întrebării (obligatoriu)').last().fill('A2');
  await page.getByLabel('Textul întrebării (obligatoriu)').last().fill('Ștampilele erau la locul lor?');
  // A2 still has no options: the summary names it, the question is open to fix it.
  await page.getByRole('button', { name: 'Publică' }).click();
  await expect(page.getByRole('group', { name: 'Formularul are 2 probleme' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Secțiunea 1, întrebarea 2: Adăugați cel puțin o opțiune.' })).toBeVisible();
  for (const question of ['A1', 'A2']) {
    await page.getByRole('button', { name: `Adaugă opțiuni predefinite la Întrebarea ${question}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Adaugă opțiuni predefinite' });
    await dialog.getByRole('checkbox', { name: 'Da', exact: true }).check();
    await dialog.getByRole('checkbox', { name: 'Nu', exact: true }).check();
    await dialog.getByRole('button', { name: 'Adaugă', exact: true }).click();
  }
  await page.getByRole('listitem').filter({ hasText: 'A2' }).getByRole('checkbox', { name: 'Semnalată: Nu', exact: true }).last().check();
  // Moved: A2 first.
  await page.getByRole('button', { name: 'Mută în sus: Întrebarea A2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Întrebarea A2 se află acum pe poziția 1 din 2.' })).toHaveCount(1);
  await expectNoAxeViolations(page, 'editor with a section, questions and options open (ro)');

  await page.getByRole('button', { name: 'Publică' }).click();
  await expect(page).toHaveURL(/\/formulare$/);
  await expect(page.getByRole('tab', { name: 'Publice' })).toHaveAttribute('aria-selected', 'true');
  await expect(rowOf(page, title)).toBeVisible();
  const stored = await storedFormByCode(page.request, token, code);
  expect(stored).toMatchObject({ draft: false, description: title });

  // An observer gets it, in the saved order, and can answer it.
  const observer = await observerToken(page.request, '0722000021');
  const sections = await storedSections(page.request, observer, stored!.id);
  expect(sections.map((section) => section.questions.map((question) => question.code))).toEqual([['A2', 'A1']]);
  expect(sections[0]!.questions[0]!.optionsToQuestions.map((option) => [option.text, option.flagged])).toEqual([
    ['Da', false],
    ['Nu', true],
  ]);
  const first = sections[0]!.questions[0]!;
  expect(await answerAsObserver(page.request, observer, first.id, first.optionsToQuestions[1]!.optionId)).toBe(200);
});

test('a code another form has is refused at the code field, and nothing typed is lost (en)', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const taken = uniqueCode('DUP');
  await createForm(page.request, token, { code: taken, description: `E2E taken ${taken}` });
  await page.goto('/formulare/nou');
  await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await page.getByLabel('Title (required)', { exact: true }).fill('E2E the second one');
  await page.getByLabel('Code (required)', { exact: true }).fill(taken);
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Section code (required)').fill('S');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const codeField = page.getByLabel('Code (required)', { exact: true });
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Another form already has this code. Choose a different one.')).toBeVisible();
  await expect(
    page
      .locator('[data-area="forms"]')
      .getByRole('alert')
      .filter({ hasText: 'The form was not saved: see the fields marked. Nothing you typed is lost.' }),
  ).toHaveCount(1);
  await expect(page.getByLabel('Title (required)', { exact: true })).toHaveValue('E2E the second one');
  await expect(page.getByLabel('Section code (required)')).toHaveValue('S');
  // A new code clears the refusal; the save goes through.
  const fresh = uniqueCode('DUP');
  await codeField.fill(fresh);
  await expect(page.getByText('Another form already has this code.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/formulare\?tab=draft$/);
  expect(await storedFormByCode(page.request, token, fresh)).toMatchObject({ description: 'E2E the second one' });
});
