import { isApiError } from '@observatory/shared/http';
import type { AnsweredRemoval } from '../api/types';
import type { EditorForm } from './formModel';
import { fieldNames } from './fieldNames';

/** The ids a save was refused for because observers answered them (409), or null for any other failure. */
export function answeredRemovalOf(error: unknown): AnsweredRemoval | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const errors = error.errors as { questions?: unknown; options?: unknown } | undefined;
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
  const removal = { questions: ids(errors?.questions), options: ids(errors?.options) };
  return removal.questions.length + removal.options.length > 0 ? removal : null;
}

/** True for the 409 of a code another form already has. */
export function isDuplicateCode(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && answeredRemovalOf(error) === null;
}

const WIRE_PATH =
  /^formSections\[(\d+)\](?:\.(code|description)|\.questions\[(\d+)\](?:\.(code|text|optionsToQuestions)(?:\[(\d+)\](?:\.\w+)?)?)?)?$/i;

/**
 * The editor field a 400 validation error names by its wire path (`formSections[1].code`,
 * `formSections[0].questions[2].optionsToQuestions[1].optionId`): the upload lists items in the
 * order on screen, so positions lead back to the items. Undefined when the path names nothing here.
 */
export function fieldOfWirePath(form: EditorForm, path: string): string | undefined {
  if (/^code$/i.test(path)) return fieldNames.code;
  if (/^description$/i.test(path)) return fieldNames.title;
  const match = WIRE_PATH.exec(path);
  if (!match) return undefined;
  const [, sectionIndex, sectionField, questionIndex, questionField, optionIndex] = match;
  const section = form.sections[Number(sectionIndex)];
  if (!section) return undefined;
  if (sectionField) return fieldNames.section(section.key, sectionField.toLowerCase() === 'code' ? 'code' : 'description');
  if (questionIndex === undefined) return undefined;
  const question = section.questions[Number(questionIndex)];
  if (!question) return undefined;
  if (optionIndex !== undefined) {
    const option = question.options[Number(optionIndex)];
    return option ? fieldNames.option(option.key) : undefined;
  }
  if (questionField?.toLowerCase() === 'code') return fieldNames.question(question.key, 'code');
  if (questionField?.toLowerCase() === 'text') return fieldNames.question(question.key, 'text');
  return fieldNames.questionOptions(question.key);
}
