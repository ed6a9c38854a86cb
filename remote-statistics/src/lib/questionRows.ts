import type { FormSection } from '@observatory/shared/model';
import { QuestionType } from '@observatory/shared/model';
import type { QuestionResult } from '../api/types';

/** One option of a question with its count, share of the question's threads and flagged count. */
export interface OptionRow {
  readonly optionId: number;
  readonly text: string;
  readonly count: number;
  /** count over the threads that answered the question (0 when none did), 0..1. */
  readonly share: number;
  readonly flagged: number;
  readonly isFlaggedOption: boolean;
  readonly isFreeText: boolean;
}

/** A question as the results page shows it: named by the form, counted by the API. */
export interface QuestionRow {
  readonly questionId: number;
  readonly code: string;
  readonly text: string;
  readonly sectionCode: string;
  /** Several options may be chosen: the shares then add up to more than 100 %. */
  readonly multiple: boolean;
  readonly total: number;
  readonly options: readonly OptionRow[];
  readonly hasFreeText: boolean;
}

const MULTIPLE: readonly number[] = [QuestionType.MULTIPLE, QuestionType.MULTIPLE_WITH_TEXT];

/**
 * The form's questions in its order with their counts. A question or option the counts do not
 * hold (a version published after they were read) shows 0 rather than disappearing.
 */
export function questionRows(sections: readonly FormSection[], results: readonly QuestionResult[]): QuestionRow[] {
  const byQuestion = new Map(results.map((result) => [result.questionId, result]));
  return sections.flatMap((section) =>
    section.questions.flatMap((question) => {
      if (question.id === undefined) return [];
      const result = byQuestion.get(question.id);
      const total = result?.total ?? 0;
      const counts = new Map(result?.options.map((option) => [option.optionId, option]));
      const options = question.optionsToQuestions.flatMap((option): OptionRow[] => {
        if (option.optionId === undefined) return [];
        const counted = counts.get(option.optionId);
        const count = counted?.count ?? 0;
        return [
          {
            optionId: option.optionId,
            text: option.text,
            count,
            share: total > 0 ? count / total : 0,
            flagged: counted?.flagged ?? 0,
            isFlaggedOption: option.flagged,
            isFreeText: option.isFreeText,
          },
        ];
      });
      return [
        {
          questionId: question.id,
          code: question.code,
          text: question.text,
          sectionCode: section.code,
          multiple: MULTIPLE.includes(question.questionType),
          total,
          options,
          hasFreeText: options.some((option) => option.isFreeText),
        },
      ];
    }),
  );
}
