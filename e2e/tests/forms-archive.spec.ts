import { expect, test } from '@playwright/test';
import { E2E_API_URL, ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { toastShown } from '../support/toasts';
import {
  answerAsObserver,
  createForm,
  listedForms,
  observerToken,
  openList,
  rowOf,
  signIn,
  storedSections,
  uniqueCode,
} from '../support/forms';

// Issue 21: a form with answers cannot be deleted; it is archived instead, out of observers' reach
// with its answers kept, and restored as a draft.
test('archive a form with answers: observers no longer get it, its answers stay; restore it as a draft (en)', async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('ARC');
  const title = `E2E archive ${code}`;
  const id = await createForm(page.request, token, { code, description: title, draft: false });
  const observer = await observerToken(page.request, '0722000021');
  const question = (await storedSections(page.request, token, id))[0]!.questions[0]!;
  expect(await answerAsObserver(page.request, observer, question.id, question.optionsToQuestions[0]!.optionId)).toBe(200);
  expect((await listedForms(page.request, observer, { draft: 'false' })).map((form) => form.id)).toContain(id);

  await openList(page, 'public');
  const row = rowOf(page, title);
  await expect(row).toContainText('Has answers');
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Archive', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Archive this form?' });
  await expect(dialog).toContainText('observers no longer get it or can answer it. Its answers, statistics and exports are kept');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Archive the form' }).click();
  await expect(row).toHaveCount(0);
  await toastShown(page, 'is archived: observers no longer get it.');

  // Observers: not listed, not readable, not answerable. Staff: its answers are still there.
  expect((await listedForms(page.request, observer, { draft: 'false' })).map((form) => form.id)).not.toContain(id);
  expect((await page.request.get(`${E2E_API_URL}/api/v1/form/${id}`, { headers: { Authorization: `Bearer ${observer}` } })).status()).toBe(
    404,
  );
  expect(await answerAsObserver(page.request, observer, question.id, question.optionsToQuestions[0]!.optionId)).toBe(400);
  const archived = (await listedForms(page.request, token, { archived: 'true' })).find((form) => form.id === id);
  expect(archived).toMatchObject({ archived: true, draft: true, hasAnswers: true });

  // The Archived tab lists it; View opens it read-only; Restore makes it a draft again.
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(page).toHaveURL(/\/formulare\?tab=archived$/);
  const archivedRow = rowOf(page, title);
  await expect(archivedRow).toBeVisible();
  // The archive's toast leaves first (axe measures colours mid-animation otherwise).
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page, 'forms list, Archived (en)');
  await archivedRow.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Restore as a draft' }).click();
  await expect(archivedRow).toHaveCount(0);
  await page.getByRole('tab', { name: 'Draft' }).click();
  await expect(rowOf(page, title)).toBeVisible();
  expect((await listedForms(page.request, token, { draft: 'true' })).find((form) => form.id === id)).toMatchObject({
    archived: false,
    draft: true,
  });
  expect((await listedForms(page.request, observer, { draft: 'false' })).map((form) => form.id)).not.toContain(id);
});
