import { QuestionType } from '@observatory/shared/model';
import type { Option } from '@observatory/shared/model';
import type { CompletedAnswer } from '../api/types';

/** The answers of one question, by option id (what the API calls optionId). */
export type AnswersByOption = ReadonlyMap<number, CompletedAnswer>;

/** How one option of a question shows in the answers view. */
export interface OptionView {
  readonly chosen: boolean;
  /** Chosen and marked flagged: shown red, with a text and icon marker. */
  readonly flaggedChoice: boolean;
  /** What the observer wrote, for a chosen free-text option. */
  readonly value: string | null;
}

/** Whether an option is flagged, by the form's definition or by the answer as stored. */
function isFlagged(option: Option, answer: CompletedAnswer | undefined): boolean {
  return option.flagged || answer?.flagged === true;
}

export function optionView(option: Option, answers: AnswersByOption): OptionView {
  const answer = option.optionId === undefined ? undefined : answers.get(option.optionId);
  const chosen = answer !== undefined;
  const value = chosen && answer.value !== null && answer.value !== '' ? answer.value : null;
  return { chosen, flaggedChoice: chosen && isFlagged(option, answer), value };
}

/**
 * Spec section 4: a question counts as flagged when any option marked flagged has an answer. The
 * stored answers are checked too, so a flag set after the form was loaded is not missed.
 */
export function isQuestionFlagged(options: readonly Option[], answers: AnswersByOption): boolean {
  if (options.some((option) => optionView(option, answers).flaggedChoice)) return true;
  return [...answers.values()].some((answer) => answer.flagged);
}

/** Single choice (types 1, 2 and 4, the answers view's alias) shows round marks; the others boxes. */
export function isSingleChoice(type: number): boolean {
  return type === QuestionType.SINGLE || type === QuestionType.SINGLE_WITH_TEXT || type === QuestionType.SINGLE_ALT;
}
