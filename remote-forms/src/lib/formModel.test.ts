import { formItem, loadedSections } from '../testing/fixtures';
import {
  countQuestions,
  emptyForm,
  fromWire,
  isEditorForm,
  newOption,
  newQuestion,
  newSection,
  sectionHasLocks,
  toUpload,
  withLocks,
} from './formModel';

describe('the form model', () => {
  it('builds the editor’s form from the list’s metadata and the sections, keys from ids, locks from hasAnswers', () => {
    const form = fromWire(
      formItem(7, { code: 'A', description: 'Opening', draft: true, diaspora: true, currentVersion: 3 }),
      loadedSections(),
    );
    expect(form).toMatchObject({ id: 7, code: 'A', description: 'Opening', draft: true, diaspora: true, currentVersion: 3 });
    expect(form.sections.map((section) => section.key)).toEqual(['s1', 's2']);
    const [a1, a2] = form.sections[0]!.questions;
    expect(a1).toMatchObject({ key: 'q10', id: 10, code: 'A1', hint: 'Look at the clock', locked: true });
    expect(a1!.options).toEqual([
      { key: 'o11', optionId: 11, text: 'Yes', isFreeText: false, flagged: false, locked: true },
      { key: 'o12', optionId: 12, text: 'No', isFreeText: false, flagged: true, locked: false },
    ]);
    expect(a2).toMatchObject({ locked: false, hint: null, questionType: 0 });
    expect(countQuestions(form)).toBe(3);
    expect(sectionHasLocks(form.sections[0]!)).toBe(true);
    expect(sectionHasLocks(form.sections[1]!)).toBe(false);
  });

  it('uploads in the order on screen, keeps ids and the hint, trims texts and makes the title one line', () => {
    const form = fromWire(formItem(7, { code: ' A ', description: 'Opening\n of the  station ' }), loadedSections());
    const moved = { ...form, sections: [form.sections[1]!, form.sections[0]!] };
    const upload = toUpload(moved, false);
    expect(upload).toMatchObject({ id: 7, code: 'A', description: 'Opening of the  station', draft: false, currentVersion: 1 });
    expect(upload.formSections.map((section) => section.id)).toEqual([2, 1]);
    expect(upload.formSections[1]!.questions[0]).toEqual({
      id: 10,
      code: 'A1',
      text: 'Did it open on time?',
      hint: 'Look at the clock',
      questionType: 1,
      optionsToQuestions: [
        { optionId: 11, text: 'Yes', isFreeText: false, flagged: false },
        { optionId: 12, text: 'No', isFreeText: false, flagged: true },
      ],
    });
  });

  it('uploads a new form as a draft at version 1, with no ids for new items', () => {
    const question = { ...newQuestion(), code: ' Q1 ', text: 'Text', options: [{ ...newOption(' Yes '), flagged: true }] };
    const form = { ...emptyForm(), code: 'N', description: 'New', sections: [{ ...newSection(), code: 'S', questions: [question] }] };
    expect(toUpload(form, true)).toEqual({
      code: 'N',
      description: 'New',
      diaspora: false,
      draft: true,
      currentVersion: 1,
      formSections: [
        {
          code: 'S',
          description: '',
          questions: [
            { code: 'Q1', text: 'Text', questionType: 1, optionsToQuestions: [{ text: 'Yes', isFreeText: false, flagged: true }] },
          ],
        },
      ],
    });
  });

  it('gives every new item a key of its own', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newOption().key));
    expect(keys.size).toBe(50);
  });

  it('puts the locks of the form as loaded on a kept draft, whatever the draft said', () => {
    const loaded = fromWire(formItem(7), loadedSections());
    const draft = {
      ...loaded,
      sections: loaded.sections.map((section) => ({
        ...section,
        questions: section.questions.map((question) => ({
          ...question,
          locked: !question.locked,
          options: question.options.map((option) => ({ ...option, locked: false })),
        })),
      })),
    };
    const locked = withLocks(draft, loaded);
    expect(locked.sections[0]!.questions.map((question) => question.locked)).toEqual([true, false]);
    expect(locked.sections[0]!.questions[0]!.options.map((option) => option.locked)).toEqual([true, false]);
  });

  it('recognises a kept draft and refuses anything else from storage', () => {
    expect(isEditorForm(fromWire(formItem(7), loadedSections()))).toBe(true);
    expect(isEditorForm(emptyForm())).toBe(true);
    expect(isEditorForm(null)).toBe(false);
    expect(isEditorForm({ code: 'A', description: 'B', sections: [{ questions: [] }] })).toBe(false);
    expect(isEditorForm({ code: 'A', description: 'B', sections: [{ key: 's', questions: [{ key: 'q' }] }] })).toBe(false);
  });
});
