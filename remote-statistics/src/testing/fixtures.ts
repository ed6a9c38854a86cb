import type { FormMeta, FormSection, PagedResult } from '@observatory/shared/model';
import { QuestionType } from '@observatory/shared/model';
import type { Anomaly, QuestionResult, StatisticMethod, StatisticValue } from '../api/types';

/** `count` ranked rows, largest first: "<prefix> 1" has `count * 10`, the last has 10. */
export function rankedValues(count: number, prefix = 'County'): StatisticValue[] {
  return Array.from({ length: count }, (_, index) => ({ label: `${prefix} ${index + 1}`, value: (count - index) * 10 }));
}

/** One page of `all`, in the API's paging envelope. */
export function pageOf(all: readonly StatisticValue[], page: number, pageSize: number): PagedResult<StatisticValue> {
  const data = all.slice((page - 1) * pageSize, page * pageSize);
  return { data, page, pageSize, totalItems: all.length, totalPages: all.length === 0 ? 0 : Math.ceil(all.length / pageSize) };
}

/** Every method with the same rows, unless a test gives a method its own. */
export type StatisticsData = Partial<Record<StatisticMethod, readonly StatisticValue[]>>;

/** Two published forms (GET /api/v1/form). */
export const FORMS: readonly FormMeta[] = [
  { id: 1, code: 'A', description: 'Deschidere', currentVersion: 1, diaspora: false, draft: false, order: 1 },
  { id: 5, code: 'E', description: 'Ballot box', currentVersion: 1, diaspora: false, draft: false, order: 5 },
];

/** Form E: a single-choice question with a flagged "No", and a multiple-choice one with a free-text option. */
export const FORM_E: FormSection[] = [
  {
    id: 50,
    code: 'E1',
    description: 'Box',
    questions: [
      {
        id: 41,
        code: 'E1-1',
        text: 'Was the ballot box sealed?',
        questionType: QuestionType.SINGLE,
        optionsToQuestions: [
          { optionId: 81, text: 'Yes', isFreeText: false, flagged: false },
          { optionId: 82, text: 'No', isFreeText: false, flagged: true },
        ],
      },
      {
        id: 42,
        code: 'E1-2',
        text: 'What was missing?',
        questionType: QuestionType.MULTIPLE_WITH_TEXT,
        optionsToQuestions: [
          { optionId: 83, text: 'Stamps', isFreeText: false, flagged: false },
          { optionId: 84, text: 'Lists', isFreeText: false, flagged: false },
          { optionId: 85, text: 'Other (say what)', isFreeText: true, flagged: true },
        ],
      },
    ],
  },
];

/** Counts for form E: 40 answered E1-1 (34 Yes, 6 No); 10 answered E1-2, choosing several. */
export const RESULTS_E: QuestionResult[] = [
  {
    questionId: 41,
    total: 40,
    options: [
      { optionId: 81, count: 34, flagged: 0 },
      { optionId: 82, count: 6, flagged: 6 },
    ],
  },
  {
    questionId: 42,
    total: 10,
    options: [
      { optionId: 83, count: 8, flagged: 0 },
      { optionId: 84, count: 5, flagged: 0 },
      { optionId: 85, count: 2, flagged: 2 },
    ],
  },
];

/** Three stations that stand out, each for another reason. */
export const ANOMALIES: Anomaly[] = [
  {
    label: 'Cluj 112',
    score: 4.1,
    rate: 0.43,
    baseline: 0.14,
    answers: 14,
    countyCode: 'CJ',
    pollingStationNumber: 112,
    reasons: [{ code: 'flag-rate', params: { ratio: 3.1, flagged: 6, answers: 14 } }],
  },
  {
    label: 'Alba 7',
    score: 2.2,
    rate: 0.1,
    baseline: 0.1,
    answers: 20,
    countyCode: 'AB',
    pollingStationNumber: 7,
    reasons: [{ code: 'disagreement', params: { questionId: 12, questionCode: 'A2-1', observers: 2 } }],
  },
  {
    label: 'Iași 3',
    score: 2,
    rate: 0.2,
    baseline: 0.15,
    answers: 5,
    countyCode: 'IS',
    pollingStationNumber: 3,
    reasons: [{ code: 'urgent-notes-burst', params: { notes: 4, minutes: 20 } }],
  },
];

/** Anomaly rows in the API's paging envelope. */
export function anomalyPage(rows: readonly Anomaly[], page = 1, pageSize = 20, totalItems = rows.length): PagedResult<Anomaly> {
  return { data: rows, page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}
