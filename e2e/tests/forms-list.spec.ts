import { expect, test } from '@playwright/test';
import { NGO_ADMIN, ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { toastsSettled } from '../support/toasts';
import {
  answerAsObserver,
  createForm,
  isolated,
  observerToken,
  openList,
  rowOf,
  signIn,
  storedFormByCode,
  storedSections,
  tabTo,
  uniqueCode,
} from '../support/forms';

test('tabs in the URL; publish and unpublish save at once, the row moves tab and a toast says where (en)', async ({ page }) => {
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('PUB');
  const title = `E2E publish ${code}`;
  await createForm(page.request, token, { code, description: title, draft: true, diaspora: true });

  await openList(page, 'public');
  await expect(page.getByRole('tab', { name: 'Public' })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(page, 'forms list, Public (en)');
  // Keyboard: the arrow key moves to Draft and selects it; the URL says so.
  await page.getByRole('tab', { name: 'Public' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/formulare\?tab=draft$/);
  await expect(page.getByRole('tab', { name: 'Draft' })).toBeFocused();
  const row = rowOf(page, title);
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Only for the diaspora');
  await expectNoAxeViolations(page, 'forms list, Draft (en)');

  // Keyboard alone: from the tab to the row's menu, its first item is Publish.
  await tabTo(page, `More actions for ${title}`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Publish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `${isolated(title)} is public now: observers can answer it. It is listed under Public.` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await storedFormByCode(page.request, token, code))?.draft).toBe(false);

  // A reload keeps the tab (it is in the URL); the form is under Public.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Draft' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Public' }).click();
  await expect(page).toHaveURL(/\/formulare$/);
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Unpublish' }).click();
  // The toast (the Undo notice beside it says the first half too).
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${isolated(title)} is a draft now: observers no longer get it. It is listed under Draft.` }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await storedFormByCode(page.request, token, code))?.draft).toBe(true);
});

test('delete asks first; a form with answers offers no Delete, and one answered since the list loaded is refused by the API (ro)', async ({
  page,
}) => {
  const token = await signIn(page, ORGANIZER, 'ro');
  const doomed = uniqueCode('DEL');
  const answered = uniqueCode('ANS');
  const late = uniqueCode('LATE');
  await createForm(page.request, token, { code: doomed, description: `E2E ștergere ${doomed}` });
  const answeredId = await createForm(page.request, token, { code: answered, description: `E2E cu răspunsuri ${answered}`, draft: false });
  const lateId = await createForm(page.request, token, { code: late, description: `E2E răspuns târziu ${late}`, draft: false });
  // An observer answers it through the observer endpoints, as the mobile app does.
  const observer = await observerToken(page.request, '0722000011');
  const answerFirst = async (id: number) => {
    const question = (await storedSections(page.request, token, id))[0]!.questions[0]!;
    expect(await answerAsObserver(page.request, observer, question.id, question.optionsToQuestions[0]!.optionId)).toBe(200);
  };
  await answerFirst(answeredId);

  await openList(page, 'draft', 'ro');
  const row = rowOf(page, `E2E ștergere ${doomed}`);
  await row.getByRole('button', { name: `Mai multe acțiuni pentru E2E ștergere ${doomed}` }).click();
  await page.getByRole('menuitem', { name: 'Șterge' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Ștergeți acest formular?' });
  await expect(dialog).toContainText('Sigur doriți să ștergeți această înregistrare?');
  await expect(dialog.getByRole('button', { name: 'Anulează' })).toBeFocused();
  await expectNoAxeViolations(page, 'delete confirmation (ro)');
  await dialog.getByRole('button', { name: 'Șterge formularul' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await storedFormByCode(page.request, token, doomed)).toBeUndefined();

  // The list knows this one has answers: Delete is there, disabled, with the reason.
  await page.getByRole('tab', { name: 'Publice' }).click();
  const answeredRow = rowOf(page, `E2E cu răspunsuri ${answered}`);
  await expect(answeredRow).toContainText('Are răspunsuri');
  await answeredRow.getByRole('button', { name: `Mai multe acțiuni pentru E2E cu răspunsuri ${answered}` }).click();
  const locked = page.getByRole('menuitem', { name: 'Șterge: nu se poate, are răspunsuri (arhivați-l)' });
  await expect(locked).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page, 'row menu with Delete disabled (ro)');
  // Reached by keyboard, Enter does nothing: no confirmation, nothing sent.
  await page.keyboard.press('End');
  await expect(locked).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(locked).toBeHidden();

  // This one is answered after the list loaded: the API refuses (409), said in words, nothing changes.
  const lateRow = rowOf(page, `E2E răspuns târziu ${late}`);
  await expect(lateRow).not.toContainText('Are răspunsuri');
  await answerFirst(lateId);
  await lateRow.getByRole('button', { name: `Mai multe acțiuni pentru E2E răspuns târziu ${late}` }).click();
  await page.getByRole('menuitem', { name: 'Șterge', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Șterge formularul' }).click();
  const refusal = `${isolated(`E2E răspuns târziu ${late}`)} nu poate fi șters: observatorii l-au completat deja, iar răspunsurile lor sunt dovezi.`;
  await expect(page.locator('[data-area="forms"] [role="alert"]').filter({ hasText: refusal })).toBeVisible();
  await expect(lateRow).toBeVisible();
  expect(await storedFormByCode(page.request, token, late)).toMatchObject({ draft: false });
  expect(await storedFormByCode(page.request, token, answered)).toMatchObject({ draft: false });
  // The error toast slides in: axe measures its colours once it is in place.
  await toastsSettled(page);
  await expectNoAxeViolations(page, 'forms list with a refusal (ro)');
});

test('an NGO admin sees the forms but cannot change them; a form opens as a read-only preview', async ({ page }) => {
  await signIn(page, NGO_ADMIN, 'en');
  await openList(page, 'public');
  await expect(page.getByText("Only the organizer's administrators can create, change, publish or delete forms.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'New form' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Move up/ })).toHaveCount(0);
  const view = page.getByRole('link', { name: /^View / }).first();
  await view.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Form: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'read-only form preview (en)');
});
