import type { County, FormMeta, FormSection, PagedResult } from '@observatory/shared/model';
import type { AnswerExtra, AnswerThread, CompletedAnswerGroup, Note } from '../api/types';

export function makeCounty(code: string, name: string, limit: number, order = 1): County {
  return { id: order, code, name, limit, numberOfPollingStations: limit, diaspora: false, order };
}

export const COUNTIES: readonly County[] = [
  makeCounty('AB', 'Alba', 445, 1),
  makeCounty('AG', 'Argeș', 636, 2),
  makeCounty('CJ', 'Cluj', 718, 3),
];

export function makeThread(overrides: Partial<AnswerThread> = {}): AnswerThread {
  const observerId = overrides.observerId ?? 7;
  const pollingStationId = overrides.pollingStationId ?? 100;
  return {
    observerId,
    pollingStationId,
    pollingStationName: 'Alba 12',
    observerName: `Observer ${observerId}`,
    observerPhone: '0722000801',
    countyCode: 'AB',
    pollingStationNumber: 12,
    urgent: false,
    lastModified: '2026-05-18T08:30:00.000Z',
    observerArrivalTime: '2026-05-18T05:45:00.000Z',
    observerLeaveTime: null,
    urbanArea: true,
    isPollingStationPresidentFemale: false,
    followUp: 'none',
    followUpBy: null,
    followUpAt: null,
    claimedBy: null,
    claimedUntil: null,
    ...overrides,
  };
}

/** The paging envelope around `data`. */
export function pageOf<T>(data: readonly T[], totalItems = data.length, page = 1, pageSize = 20): PagedResult<T> {
  return { data, page, pageSize, totalItems, totalPages: totalItems === 0 ? 0 : Math.ceil(totalItems / pageSize) };
}

export const FORMS: readonly FormMeta[] = [
  { id: 2, code: 'B', description: 'Votarea', currentVersion: 1, diaspora: false, draft: false, order: 2 },
  { id: 1, code: 'A', description: 'Deschiderea secției', currentVersion: 1, diaspora: false, draft: false, order: 1 },
];

/** Form A: one section, a single-choice question with a flagged "Nu", and a free-text question. */
export const FORM_A: FormSection[] = [
  {
    id: 10,
    code: 'A1',
    description: 'Sosirea',
    questions: [
      {
        id: 101,
        code: 'A1-1',
        text: 'Ați avut acces la ora 6:00?',
        questionType: 1,
        optionsToQuestions: [
          { optionId: 1001, text: 'Da', isFreeText: false, flagged: false },
          { optionId: 1002, text: 'Nu', isFreeText: false, flagged: true },
        ],
      },
      {
        id: 102,
        code: 'A1-2',
        text: 'Probleme la sigilii?',
        questionType: 3,
        optionsToQuestions: [
          { optionId: 1003, text: 'Nu', isFreeText: false, flagged: false },
          { optionId: 1004, text: 'Altă situație (precizați)', isFreeText: true, flagged: true },
        ],
      },
      {
        id: 103,
        code: 'A1-3',
        text: 'Urna este sigilată?',
        questionType: 1,
        optionsToQuestions: [
          { optionId: 1005, text: 'Da', isFreeText: false, flagged: false },
          { optionId: 1006, text: 'Nu', isFreeText: false, flagged: true },
        ],
      },
    ],
  },
];

export const FORM_B: FormSection[] = [
  {
    id: 20,
    code: 'B1',
    description: 'Votarea',
    questions: [
      {
        id: 201,
        code: 'B1-1',
        text: 'Au votat persoane fără act de identitate?',
        questionType: 1,
        optionsToQuestions: [
          { optionId: 2001, text: 'Da', isFreeText: false, flagged: true },
          { optionId: 2002, text: 'Nu', isFreeText: false, flagged: false },
        ],
      },
    ],
  },
];

/** Answers to form A: "Nu" (flagged) on A1-1 and a written "other" on A1-2; A1-3 unanswered. */
export const FILLED_IN: CompletedAnswerGroup[] = [
  {
    id: 101,
    formId: 1,
    formCode: 'A',
    questionCode: 'A1-1',
    text: 'Ați avut acces la ora 6:00?',
    questionTypeId: 1,
    answers: [{ optionId: 1002, text: 'Nu', isFreeText: false, value: null, flagged: true }],
  },
  {
    id: 102,
    formId: 1,
    formCode: 'A',
    questionCode: 'A1-2',
    text: 'Probleme la sigilii?',
    questionTypeId: 3,
    answers: [{ optionId: 1004, text: 'Altă situație (precizați)', isFreeText: true, value: 'Sigiliul era rupt.', flagged: true }],
  },
];

export const STATION_INFO: AnswerExtra = {
  lastModified: '2026-05-18T08:30:00.000Z',
  observerArrivalTime: '2026-05-18T05:45:00.000Z',
  observerLeaveTime: null,
  urbanArea: true,
  isPollingStationPresidentFemale: false,
};

export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 1,
    text: 'Coadă lungă la intrare.',
    questionId: 101,
    formId: 1,
    formCode: 'A',
    observerId: 7,
    pollingStationId: 100,
    lastModified: '2026-05-18T07:00:00.000Z',
    attachmentsPaths: [],
    ...overrides,
  };
}
