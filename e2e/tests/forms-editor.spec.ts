import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import { AREA_LOAD_MS, outline, rowOf, signIn, storedFormByCode, storedSections, tabTo, uniqueCode } from '../support/forms';

/** The n-th section card (1-based). */
const section = (page: Page, position: number) =>
  page
    .locator('[data-area="forms"] section.obs-forms-section')
    .filter({ has: page.getByRole('heading', { level: 2, name: `Section ${position}` }) });

/** A question card by the text its header shows. */
const question = (page: Page, code: string): Locator =>
  page.locator('.obs-forms-question').filter({ has: page.locator('.obs-forms-question__code', { hasText: new RegExp(`^${code}$`) }) });

/** Types into the focused field, then Tab. Keyboard only: no clicks in the keyboard flow. */
async function type(page: Page, text: string) {
  await page.keyboard.insertText(text);
}

test('build a form from nothing by keyboard alone: two sections, the four question types, predefined options, reorder at each level, save, reload (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const token = await signIn(page, ORGANIZER, 'en');
  const code = uniqueCode('KB');
  const title = `E2E keyboard form ${code}`;
  await page.goto('/formulare/nou');
  // A first load leaves focus at the start of the document (the skip link is the first stop).
  await expect(page.getByRole('heading', { level: 1, name: 'New form' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await tabTo(page, /^Title/);
  await type(page, title);
  await tabTo(page, /^Code/);
  await type(page, code);
  await tabTo(page, 'Add section');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Section title')).toBeFocused();
  await type(page, 'Opening');
  await page.keyboard.press('Tab');
  await type(page, 'S1');

  // Section 1: a single-choice question with predefined options.
  await tabTo(page, 'Add question to Section S1');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Question code (required)')).toBeFocused();
  await type(page, 'Q1');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await type(page, 'Did the station open on time?');
  await tabTo(page, 'Add predefined options to Question Q1');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add predefined options' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expectNoAxeViolations(page, 'predefined options dialog (en)');
  await tabTo(page, 'Add');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const q1 = question(page, 'Q1');
  await expect(q1.getByLabel(/^Option \d/)).toHaveCount(3);
  await expect(q1.getByLabel(/^Option 1/)).toHaveValue('Yes');

  // Adding them again skips all three: they are already there.
  // The dialog gave the focus back to the button that opened it.
  await expect(q1.getByRole('button', { name: 'Add predefined options to Question Q1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Yes' })).toBeChecked();
  await tabTo(page, 'Add');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: '0 options added. 3 options were already in the question and were skipped' }),
  ).toHaveCount(1);
  await expect(q1.getByLabel(/^Option \d/)).toHaveCount(3);

  // Reorder options by keyboard: "Don't know" up to the first place.
  await tabTo(page, "Move up: Option Don't know", 'backward');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: "Option Don't know moved to position 1 of 3." })).toHaveCount(1);
  await expect(q1.getByLabel(/^Option 1/)).toHaveValue("Don't know");

  // Three more questions, one of each remaining type, with typed options.
  const more = [
    // The type select starts on Single choice; arrows change it without opening it.
    { code: 'Q2', text: 'Which materials were missing?', keys: ['ArrowUp'], options: ['Ballots', 'Stamps'] },
    { code: 'Q3', text: 'Who chaired the station?', keys: ['ArrowDown'], options: ['The president', 'Other'] },
    { code: 'Q4', text: 'What else went wrong?', keys: ['ArrowDown', 'ArrowDown'], options: ['Queues', 'Other'] },
  ];
  for (const item of more) {
    await tabTo(page, 'Add question to Section S1');
    await page.keyboard.press('Enter');
    await type(page, item.code);
    await page.keyboard.press('Tab');
    for (const key of item.keys) await page.keyboard.press(key);
    await page.keyboard.press('Tab');
    await type(page, item.text);
    for (const option of item.options) {
      await tabTo(page, `Add option to Question ${item.code}`);
      await page.keyboard.press('Enter');
      await type(page, option);
    }
  }
  // The last option of Q4 is free text and flagged.
  const q4 = question(page, 'Q4');
  await tabTo(page, 'Free text: Other');
  await expect(q4.getByRole('checkbox', { name: 'Free text: Other', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(q4.getByRole('checkbox', { name: 'Flagged: Other', exact: true })).toBeFocused();
  await page.keyboard.press('Space');

  // Reorder questions: Q4 up one place.
  await tabTo(page, 'Move up: Question Q4', 'backward');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Question Q4 moved to position 3 of 4.' })).toHaveCount(1);
  await expect(section(page, 1).getByRole('button', { name: 'Move up: Question Q4' })).toBeFocused();

  // Section 2, then moved above section 1.
  await tabTo(page, 'Add section');
  await page.keyboard.press('Enter');
  await type(page, 'Closing');
  await page.keyboard.press('Tab');
  await type(page, 'S2');
  await tabTo(page, 'Add question to Section S2');
  await page.keyboard.press('Enter');
  await type(page, 'Q5');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await type(page, 'Was the count public?');
  await tabTo(page, 'Add option to Question Q5');
  await page.keyboard.press('Enter');
  await type(page, 'Yes');
  await expectNoAxeViolations(page, 'editor with sections, questions and options open (en)');
  await tabTo(page, 'Move up: Section S2', 'backward');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Section S2 moved to position 1 of 2.' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Move up: Section S2' })).toBeFocused();

  // The read-only preview shows the same order, flagged options marked.
  await tabTo(page, 'Preview', 'backward');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
  const preview = page.locator('.obs-forms-preview');
  await expect(preview.getByRole('heading', { level: 2 }).first()).toContainText('Closing');
  await expect(preview.getByRole('group', { name: /Q4/ })).toContainText('Flagged');
  await expectNoAxeViolations(page, 'form preview (en)');
  await page.keyboard.press('Enter');

  await tabTo(page, 'Save draft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/formulare\?tab=draft$/);
  await expect(page.getByRole('status').filter({ hasText: 'is saved as a draft' })).toBeVisible();
  await expect(rowOf(page, title)).toBeVisible();

  const stored = await storedFormByCode(page.request, token, code);
  expect(stored).toMatchObject({ description: title, draft: true });
  const expected = [
    { code: 'S2', questions: [{ code: 'Q5', type: 1, options: ['Yes'] }] },
    {
      code: 'S1',
      questions: [
        { code: 'Q1', type: 1, options: ["Don't know", 'Yes', 'No'] },
        { code: 'Q2', type: 0, options: ['Ballots', 'Stamps'] },
        { code: 'Q4', type: 3, options: ['Queues', 'Other'] },
        { code: 'Q3', type: 2, options: ['The president', 'Other'] },
      ],
    },
  ];
  const sections = await storedSections(page.request, token, stored!.id);
  expect(outline(sections)).toEqual(expected);
  const other = sections[1]!.questions[2]!.optionsToQuestions[1]!;
  expect(other).toMatchObject({ text: 'Other', isFreeText: true, flagged: true });

  // Reopened: the same order on screen.
  await page.goto(`/formulare/${stored!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit form' })).toBeVisible({ timeout: AREA_LOAD_MS });
  await expect(page.locator('.obs-forms-question__code')).toHaveText(['Q5', 'Q1', 'Q2', 'Q4', 'Q3']);
});
