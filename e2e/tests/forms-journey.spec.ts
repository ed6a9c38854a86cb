import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { ORGANIZER } from '../support/topology';
import { expectNoAxeViolations } from '../support/axe';
import {
  AREA_LOAD_MS,
  answerAsObserver,
  isolated,
  observerToken,
  openList,
  outline,
  rowOf,
  signIn,
  storedFormByCode,
  storedSections,
  textsFor,
  uniqueCode,
} from '../support/forms';
import type { Language } from '../support/forms';
import { toastShown } from '../support/toasts';

/**
 * Issue 12's "Done when", once per language: a person signed in builds a form from nothing,
 * reorders it by keyboard at the three levels, saves a draft, sees the same order after a reload,
 * publishes it and finds it under Public; an observer gets it in that order and answers it. On the
 * way, axe checks the editor with everything open, the section-delete confirmation and both ways
 * of unpublishing (the editor's question and the list's Undo). Every label comes from the
 * catalogues the apps ship, so the two runs share one script.
 */
/** The values of text fields, in the order shown. */
const valuesOf = (fields: Locator) => fields.evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).value));

const OBSERVER_PHONE: Record<Language, string> = { en: '0722000051', ro: '0722000052' };

for (const language of ['en', 'ro'] as const) {
  test(`journey (${language}): build a form from nothing, reorder it by keyboard, save, reload, publish; an observer answers it`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const t = textsFor(language);
    const required = (label: string) => `${label} ${t('kit:form.required')}`;
    const field = (label: string) => page.getByLabel(required(label), { exact: true });
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    const sectionName = (code: string) => t('forms:editor.sectionNamed', { name: code });
    const questionName = (code: string) => t('forms:editor.questionNamed', { name: code });
    const optionName = (text: string) => t('forms:editor.optionNamed', { text });
    const addQuestionTo = (section: string) =>
      button(`${t('forms:editor.addQuestion')} ${t('forms:editor.toSection', { label: sectionName(section) })}`);
    const addOptionTo = (question: string) =>
      button(`${t('forms:editor.addOption')} ${t('forms:editor.toQuestion', { label: questionName(question) })}`);
    const questionCard = (code: string): Locator =>
      page.locator('.obs-forms-question').filter({ has: page.locator('.obs-forms-question__code', { hasText: new RegExp(`^${code}$`) }) });
    /** A keyboard move: focus on the Move button, Enter, the new place said, the focus still there. */
    const moveUp = async (label: string, position: number, count: number) => {
      const move = button(t('kit:reorder.moveUp', { label }));
      await move.focus();
      await page.keyboard.press('Enter');
      await expect(said(t('forms:reorder.moved', { label, position, count }))).toHaveCount(1);
      await expect(move).toBeFocused();
    };
    const yes = t('forms:predefined.confirmation.yes');
    const no = t('forms:predefined.confirmation.no');
    const dontKnow = t('forms:predefined.confirmation.dontKnow');

    const token = await signIn(page, ORGANIZER, language);
    const code = uniqueCode(`J${language}`);
    const title = `E2E journey ${language} ${code}`;
    await openList(page, 'public', language);
    await page
      .getByRole('link', { name: t('forms:list.newForm') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('forms:editor.newTitle') })).toBeVisible({ timeout: AREA_LOAD_MS });

    // The form, and two sections built from nothing.
    await field(t('forms:editor.title')).fill(title);
    await field(t('forms:editor.code')).fill(code);
    for (const [sectionCode, sectionTitle] of [
      ['S1', 'Opening'],
      ['S2', 'Closing'],
    ] as const) {
      await button(t('forms:editor.addSection')).click();
      await expect(page.getByLabel(t('forms:editor.sectionTitle'), { exact: true }).last()).toBeFocused();
      await page.keyboard.insertText(sectionTitle);
      await field(t('forms:editor.sectionCode')).last().fill(sectionCode);
    }

    // S1: Q1 with the predefined confirmation options, in this language.
    await addQuestionTo('S1').click();
    await expect(field(t('forms:editor.questionCode'))).toBeFocused();
    await page.keyboard.insertText('Q1');
    await field(t('forms:editor.questionText')).last().fill('Q1: did the station open on time?');
    await button(`${t('forms:editor.addPredefined')} ${t('forms:editor.toQuestion', { label: questionName('Q1') })}`).click();
    const dialog = page.getByRole('dialog', { name: t('forms:predefined.title') });
    for (const option of [yes, no, dontKnow]) await dialog.getByRole('checkbox', { name: option, exact: true }).check();
    await dialog.getByRole('button', { name: t('forms:predefined.add'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const q1Options = questionCard('Q1').getByRole('textbox', {
      name: new RegExp(`^${t('forms:editor.optionText', { position: '\\d' })}`),
    });
    await expect.poll(() => valuesOf(q1Options)).toEqual([yes, no, dontKnow]);

    // S1: Q2, multiple choice, with typed options.
    await addQuestionTo('S1').click();
    await page.keyboard.insertText('Q2');
    await page
      .getByLabel(t('forms:editor.questionType'), { exact: true })
      .last()
      .selectOption({ label: t('forms:questionTypes.0') });
    await field(t('forms:editor.questionText')).last().fill('Q2: what was missing?');
    for (const option of ['Ballots', 'Stamps']) {
      await addOptionTo('Q2').click();
      await page.keyboard.insertText(option);
    }

    // S2: Q3, with a flagged option.
    await addQuestionTo('S2').click();
    await page.keyboard.insertText('Q3');
    await field(t('forms:editor.questionText')).last().fill('Q3: was the count public?');
    for (const option of ['Public', 'Closed']) {
      await addOptionTo('Q3').click();
      await page.keyboard.insertText(option);
    }
    await questionCard('Q3')
      .getByRole('checkbox', { name: t('forms:editor.flaggedFor', { option: 'Closed' }), exact: true })
      .check();
    await expectNoAxeViolations(page, `editor with sections, questions and options open (${language})`);

    // The section-delete confirmation; Cancel keeps the section.
    await button(t('forms:editor.deleteSectionNamed', { label: sectionName('S1') })).click();
    const confirm = page.getByRole('alertdialog', { name: t('forms:confirm.sectionTitle') });
    await expect(confirm).toContainText(t('forms:confirm.delete'));
    await expectNoAxeViolations(page, `section delete confirmation (${language})`);
    await confirm.getByRole('button', { name: t('kit:dialog.cancel'), exact: true }).click();
    await expect(confirm).toBeHidden();

    // Keyboard moves at each level, each said aloud.
    await moveUp(optionName(dontKnow), 2, 3);
    await expect.poll(() => valuesOf(q1Options)).toEqual([yes, dontKnow, no]);
    await moveUp(questionName('Q2'), 1, 2);
    await moveUp(sectionName('S2'), 1, 2);
    await expect(page.locator('.obs-forms-question__code')).toHaveText(['Q3', 'Q2', 'Q1']);

    // Save the draft: the Draft tab, a toast, and the API holds that order.
    await button(t('forms:editor.saveDraft')).click();
    await expect(page).toHaveURL(/\/formulare\?tab=draft$/);
    await expect(said(t('forms:save.saved', { title: isolated(title) }))).toBeVisible();
    const row = rowOf(page, title);
    await expect(row).toBeVisible();
    const stored = await storedFormByCode(page.request, token, code);
    expect(stored).toMatchObject({ description: title, draft: true });
    const expected = [
      { code: 'S2', questions: [{ code: 'Q3', type: 1, options: ['Public', 'Closed'] }] },
      {
        code: 'S1',
        questions: [
          { code: 'Q2', type: 0, options: ['Ballots', 'Stamps'] },
          { code: 'Q1', type: 1, options: [yes, dontKnow, no] },
        ],
      },
    ];
    expect(outline(await storedSections(page.request, token, stored!.id))).toEqual(expected);

    // Opened again and reloaded: the same order.
    await row.getByRole('button', { name: t('forms:row.editNamed', { title }) }).click();
    const editHeading = page.getByRole('heading', { level: 1, name: t('forms:editor.editTitle') });
    await expect(editHeading).toBeVisible({ timeout: AREA_LOAD_MS });
    await page.reload();
    await expect(editHeading).toBeVisible({ timeout: AREA_LOAD_MS });
    await expect(page.locator('.obs-forms-question__code')).toHaveText(['Q3', 'Q2', 'Q1']);
    await questionCard('Q1').getByRole('button', { name: /^Q1/ }).click();
    await expect.poll(() => valuesOf(q1Options)).toEqual([yes, dontKnow, no]);

    // Published: found under Public.
    await button(t('forms:editor.publish')).click();
    await expect(page).toHaveURL(/\/formulare$/);
    await expect(page.getByRole('tab', { name: t('forms:list.tabs.public') })).toHaveAttribute('aria-selected', 'true');
    await expect(row).toBeVisible();
    expect(await storedFormByCode(page.request, token, code)).toMatchObject({ draft: false });

    // An observer gets it in the saved order and answers it.
    const observer = await observerToken(page.request, OBSERVER_PHONE[language]);
    const sections = await storedSections(page.request, observer, stored!.id);
    expect(outline(sections)).toEqual(expected);
    const q3 = sections[0]!.questions[0]!;
    expect(q3.optionsToQuestions.map((option) => [option.text, option.flagged])).toEqual([
      ['Public', false],
      ['Closed', true],
    ]);
    expect(await answerAsObserver(page.request, observer, q3.id, q3.optionsToQuestions[1]!.optionId)).toBe(200);

    // Unpublishing from the editor asks first (Cancel: it stays public).
    await row.getByRole('button', { name: t('forms:row.editNamed', { title }) }).click();
    await expect(editHeading).toBeVisible({ timeout: AREA_LOAD_MS });
    await button(t('forms:editor.saveDraft')).click();
    const unpublishQuestion = page.getByRole('alertdialog', { name: t('forms:save.unpublishTitle') });
    await expect(unpublishQuestion).toContainText(t('forms:save.unpublishMessage'));
    await expectNoAxeViolations(page, `unpublish question in the editor (${language})`);
    await unpublishQuestion.getByRole('button', { name: t('kit:dialog.cancel'), exact: true }).click();
    await page.getByRole('link', { name: t('forms:editor.back') }).click();

    // Unpublishing from the list saves at once and offers Undo, which publishes it again.
    await expect(row).toBeVisible({ timeout: AREA_LOAD_MS });
    await row.getByRole('button', { name: t('kit:splitButton.moreFor', { label: title }) }).click();
    await page.getByRole('menuitem', { name: t('forms:row.unpublish'), exact: true }).click();
    await expect(row).toHaveCount(0);
    const undo = page.locator('.obs-forms-undo').getByRole('button');
    await expect(undo).toBeFocused();
    // The title in the name is isolated (FSI…PDI) like every title the area puts in a sentence.
    const undoName = `${t('forms:undo.undo')} ${t('forms:actions.undoUnpublish', { title: isolated(title) })}`;
    await expect(undo).toHaveAccessibleName(undoName);
    await expect.poll(async () => (await storedFormByCode(page.request, token, code))?.draft).toBe(true);
    await toastShown(page, t('forms:actions.unpublished', { title: isolated(title) }));
    await expectNoAxeViolations(page, `list with Undo after unpublishing (${language})`);
    await page.keyboard.press('Enter');
    await expect(row).toBeVisible();
    await expect(said(t('forms:actions.published', { title: isolated(title) }))).toBeVisible();
    expect(await storedFormByCode(page.request, token, code)).toMatchObject({ draft: false });
    expect(outline(await storedSections(page.request, observer, stored!.id))).toEqual(expected);
  });
}
