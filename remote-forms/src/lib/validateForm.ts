import type { EditorForm } from './formModel';
import { FORM_LIMITS } from './formLimits';
import { fieldNames } from './fieldNames';

type ProblemKind = 'required' | 'tooLong' | 'repeated' | 'noSections' | 'noOptions';
type ProblemField =
  'title' | 'code' | 'sections' | 'sectionCode' | 'sectionTitle' | 'questionCode' | 'questionText' | 'questionOptions' | 'optionText';

/** One thing to fix before the form can be uploaded, with where it is (positions are 1-based). */
export interface FormProblem {
  /** The field's name (fieldNames): its error goes there and the summary links to it. */
  readonly name: string;
  readonly field: ProblemField;
  readonly kind: ProblemKind;
  /** The limit, for `tooLong`. */
  readonly max?: number;
  readonly section?: number;
  readonly question?: number;
  readonly option?: number;
}

const blank = (text: string) => text.trim() === '';
const codeKey = (code: string) => code.trim().toLocaleLowerCase();

/**
 * What must be fixed before upload, in the order of the form (spec section 5: formSections is
 * required; the issue: title and code, every question with a code, a text and at least one option,
 * every option with a text). Also what the API would refuse: lengths, and a section or question
 * code used twice in the form.
 */
export function validateForm(form: EditorForm): FormProblem[] {
  const problems: FormProblem[] = [];
  const text = (name: string, field: ProblemField, value: string, max: number, where: Partial<FormProblem> = {}, required = true) => {
    if (required && blank(value)) problems.push({ name, field, kind: 'required', ...where });
    else if (value.trim().length > max) problems.push({ name, field, kind: 'tooLong', max, ...where });
  };
  text(fieldNames.title, 'title', form.description, FORM_LIMITS.formTitle);
  text(fieldNames.code, 'code', form.code, FORM_LIMITS.formCode);
  if (form.sections.length === 0) problems.push({ name: fieldNames.sections, field: 'sections', kind: 'noSections' });

  const sectionCodes = new Set<string>();
  const questionCodes = new Set<string>();
  form.sections.forEach((section, sectionIndex) => {
    const inSection = { section: sectionIndex + 1 };
    const sectionCode = fieldNames.section(section.key, 'code');
    text(sectionCode, 'sectionCode', section.code, FORM_LIMITS.sectionCode, inSection);
    if (!blank(section.code) && sectionCodes.has(codeKey(section.code))) {
      problems.push({ name: sectionCode, field: 'sectionCode', kind: 'repeated', ...inSection });
    }
    sectionCodes.add(codeKey(section.code));
    text(fieldNames.section(section.key, 'description'), 'sectionTitle', section.description, FORM_LIMITS.sectionTitle, inSection, false);

    section.questions.forEach((question, questionIndex) => {
      const inQuestion = { ...inSection, question: questionIndex + 1 };
      const questionCode = fieldNames.question(question.key, 'code');
      text(questionCode, 'questionCode', question.code, FORM_LIMITS.questionCode, inQuestion);
      if (!blank(question.code) && questionCodes.has(codeKey(question.code))) {
        problems.push({ name: questionCode, field: 'questionCode', kind: 'repeated', ...inQuestion });
      }
      questionCodes.add(codeKey(question.code));
      text(fieldNames.question(question.key, 'text'), 'questionText', question.text, FORM_LIMITS.questionText, inQuestion);
      if (question.options.length === 0) {
        problems.push({ name: fieldNames.questionOptions(question.key), field: 'questionOptions', kind: 'noOptions', ...inQuestion });
      }
      question.options.forEach((option, optionIndex) => {
        text(fieldNames.option(option.key), 'optionText', option.text, FORM_LIMITS.optionText, { ...inQuestion, option: optionIndex + 1 });
      });
    });
  });
  return problems;
}

/** The keys of the questions that have a problem: the editor opens them so their fields can be reached. */
export function questionKeysWithProblems(form: EditorForm, problems: readonly FormProblem[]): Set<string> {
  const names = new Set(problems.map((problem) => problem.name));
  const keys = new Set<string>();
  for (const section of form.sections) {
    for (const question of section.questions) {
      const own = [
        fieldNames.question(question.key, 'code'),
        fieldNames.question(question.key, 'text'),
        fieldNames.questionOptions(question.key),
        ...question.options.map((option) => fieldNames.option(option.key)),
      ];
      if (own.some((name) => names.has(name))) keys.add(question.key);
    }
  }
  return keys;
}
