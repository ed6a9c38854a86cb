import type { FormListItem, LoadedSection } from '../api/types';

/** A form of the list. */
export function formItem(id: number, overrides: Partial<FormListItem> = {}): FormListItem {
  return { id, code: `F${id}`, description: `Form ${id}`, currentVersion: 1, diaspora: false, draft: false, order: id, ...overrides };
}

/** Two sections: A (A1 answered on its option 11, A2) and B (B1). */
export function loadedSections(): LoadedSection[] {
  return [
    {
      id: 1,
      code: 'A',
      description: 'Opening',
      questions: [
        {
          id: 10,
          code: 'A1',
          text: 'Did it open on time?',
          questionType: 1,
          hint: 'Look at the clock',
          hasAnswers: true,
          optionsToQuestions: [
            { optionId: 11, text: 'Yes', isFreeText: false, flagged: false, hasAnswers: true },
            { optionId: 12, text: 'No', isFreeText: false, flagged: true, hasAnswers: false },
          ],
        },
        {
          id: 20,
          code: 'A2',
          text: 'Who was there?',
          questionType: 0,
          hasAnswers: false,
          optionsToQuestions: [{ optionId: 21, text: 'Everyone', isFreeText: false, flagged: false }],
        },
      ],
    },
    {
      id: 2,
      code: 'B',
      description: 'Closing',
      questions: [
        {
          id: 30,
          code: 'B1',
          text: 'Was the count public?',
          questionType: 2,
          optionsToQuestions: [{ optionId: 31, text: 'Other', isFreeText: true, flagged: false }],
        },
      ],
    },
  ];
}
