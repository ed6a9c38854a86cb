import type { TFunction } from 'i18next';
import { QuestionType } from '@observatory/shared/model';
import type { EditorQuestion, EditorSection } from './formModel';

/** The four types a question can be given (spec section 3); 4 is only read, as single choice. */
export const EDITABLE_QUESTION_TYPES: readonly QuestionType[] = [
  QuestionType.MULTIPLE,
  QuestionType.SINGLE,
  QuestionType.SINGLE_WITH_TEXT,
  QuestionType.MULTIPLE_WITH_TEXT,
];

/** True for the types whose options are chosen one at a time. */
export function isSingleChoice(type: QuestionType): boolean {
  return type === QuestionType.SINGLE || type === QuestionType.SINGLE_WITH_TEXT || type === QuestionType.SINGLE_ALT;
}

/** How a question is named in buttons and announcements: "Question B1", or its text while it has no code. */
export function questionLabel(t: TFunction, question: EditorQuestion): string {
  const name = question.code.trim() || question.text.trim();
  return name ? t('editor.questionNamed', { name }) : t('editor.questionUntitled');
}

/** How a section is named: "Section B", or its title while it has no code. */
export function sectionLabel(t: TFunction, section: EditorSection): string {
  const name = section.code.trim() || section.description.trim();
  return name ? t('editor.sectionNamed', { name }) : t('editor.sectionUntitled');
}
