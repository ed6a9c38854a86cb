import type { EditorForm } from './formModel';

/**
 * Names of the editor's fields, made from item keys (not positions) so an error stays on its
 * field while items move. The kit's `fieldId(name)` turns them into element ids, which is how the
 * error summary's links find the fields.
 */
export const fieldNames = {
  title: 'description',
  code: 'code',
  /** The Add section button: where "add at least one section" leads. */
  sections: 'sections',
  section: (key: string, field: 'code' | 'description') => `section-${key}-${field}`,
  question: (key: string, field: 'code' | 'text' | 'type' | 'toggle') => `question-${key}-${field}`,
  /** The question's Add option button: where "add at least one option" leads. */
  questionOptions: (key: string) => `question-${key}-options`,
  option: (key: string) => `option-${key}-text`,
} as const;

/** The value of a text field by its name, or undefined when no item has that name any more. */
export function fieldValue(form: EditorForm, name: string): string | undefined {
  if (name === fieldNames.title) return form.description;
  if (name === fieldNames.code) return form.code;
  for (const section of form.sections) {
    if (name === fieldNames.section(section.key, 'code')) return section.code;
    if (name === fieldNames.section(section.key, 'description')) return section.description;
    for (const question of section.questions) {
      if (name === fieldNames.question(question.key, 'code')) return question.code;
      if (name === fieldNames.question(question.key, 'text')) return question.text;
      for (const option of question.options) if (name === fieldNames.option(option.key)) return option.text;
    }
  }
  return undefined;
}
