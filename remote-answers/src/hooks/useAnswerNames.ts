import { useCallback } from 'react';
import type { AnswerNames } from '../lib/appliedFilters';
import { useFormSections } from './useReferenceData';

/**
 * Names a question and option of the form a link gave (`formId`): "A2-1 Was the ballot box
 * sealed?" and "No". Undefined while the form loads, or when it does not hold them.
 */
export function useAnswerNames(formId: number | null): (questionId: number, optionId: number | undefined) => AnswerNames | undefined {
  const sections = useFormSections(formId);
  const loaded = sections.data;
  return useCallback(
    (questionId, optionId) => {
      const question = loaded?.flatMap((section) => section.questions).find((q) => q.id === questionId);
      if (!question) return undefined;
      const option = optionId === undefined ? undefined : question.optionsToQuestions.find((o) => o.optionId === optionId);
      return {
        question: `${question.code} ${question.text}`,
        ...(option ? { option: option.text } : optionId ? { option: `#${optionId}` } : {}),
      };
    },
    [loaded],
  );
}
