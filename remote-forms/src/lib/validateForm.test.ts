import { formItem, loadedSections } from '../testing/fixtures';
import { fromWire, emptyForm, newOption, newQuestion, newSection } from './formModel';
import type { EditorForm } from './formModel';
import { questionKeysWithProblems, validateForm } from './validateForm';

const valid = () => fromWire(formItem(7), loadedSections());

describe('validateForm', () => {
  it('passes a complete form', () => {
    expect(validateForm(valid())).toEqual([]);
  });

  it('asks for a title, a code and at least one section, in that order', () => {
    expect(validateForm(emptyForm()).map((problem) => [problem.name, problem.kind])).toEqual([
      ['description', 'required'],
      ['code', 'required'],
      ['sections', 'noSections'],
    ]);
  });

  it('asks every question for a code, a text and an option, and every option for a text, saying where', () => {
    const question = { ...newQuestion(), key: 'q', options: [] };
    const empty = { ...newOption('  '), key: 'o' };
    const form: EditorForm = {
      ...valid(),
      sections: [
        ...valid().sections,
        {
          ...newSection(),
          key: 's',
          code: 'C',
          questions: [question, { ...newQuestion(), key: 'p', code: 'P', text: 'T', options: [empty] }],
        },
      ],
    };
    expect(validateForm(form)).toEqual([
      { name: 'question-q-code', field: 'questionCode', kind: 'required', section: 3, question: 1 },
      { name: 'question-q-text', field: 'questionText', kind: 'required', section: 3, question: 1 },
      { name: 'question-q-options', field: 'questionOptions', kind: 'noOptions', section: 3, question: 1 },
      { name: 'option-o-text', field: 'optionText', kind: 'required', section: 3, question: 2, option: 1 },
    ]);
    expect([...questionKeysWithProblems(form, validateForm(form))]).toEqual(['q', 'p']);
  });

  it('refuses a section or question code used twice in the form (any case), and texts over the API’s limits', () => {
    const form = valid();
    const sections = [
      form.sections[0]!,
      {
        ...form.sections[1]!,
        code: ' a ',
        description: 'x'.repeat(201),
        questions: [{ ...form.sections[1]!.questions[0]!, code: 'a1', text: 'y'.repeat(1001) }],
      },
    ];
    expect(validateForm({ ...form, code: 'C'.repeat(21), sections })).toEqual([
      { name: 'code', field: 'code', kind: 'tooLong', max: 20 },
      { name: 'section-s2-code', field: 'sectionCode', kind: 'repeated', section: 2 },
      { name: 'section-s2-description', field: 'sectionTitle', kind: 'tooLong', max: 200, section: 2 },
      { name: 'question-q30-code', field: 'questionCode', kind: 'repeated', section: 2, question: 1 },
      { name: 'question-q30-text', field: 'questionText', kind: 'tooLong', max: 1000, section: 2, question: 1 },
    ]);
  });
});
