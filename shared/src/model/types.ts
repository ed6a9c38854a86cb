/**
 * Wire types that two or more apps use (docs: spec/api-contract.md): the paging envelope, counties
 * (answers, notifications) and form definitions (forms, answers). A type one area uses lives in
 * that area's `src/api/types.ts`. Timestamps are ISO-8601 UTC strings; ids are numbers.
 */

/** The paging envelope of every list. `page` is 1-based; `totalPages` is 0 when `totalItems` is 0. */
export interface PagedResult<T> {
  readonly data: readonly T[];
  readonly page: number;
  readonly pageSize: number;
  readonly totalItems: number;
  readonly totalPages: number;
}

export type SortDirection = 'asc' | 'desc';

/** GET /api/v1/county. `limit` is the highest polling-station number. */
export interface County {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly limit: number;
  readonly numberOfPollingStations: number;
  readonly diaspora: boolean;
  readonly order: number;
}

/** Question types: 0 multiple choice, 1 single choice, 2 single with text, 3 multiple with text (4 = single in answers). */
export const QuestionType = {
  MULTIPLE: 0,
  SINGLE: 1,
  SINGLE_WITH_TEXT: 2,
  MULTIPLE_WITH_TEXT: 3,
  SINGLE_ALT: 4,
} as const;
export type QuestionType = (typeof QuestionType)[keyof typeof QuestionType];

/** One form version of GET /api/v1/form?draft= (`description` is the title). */
export interface FormMeta {
  readonly id: number;
  readonly code: string;
  readonly description: string;
  readonly currentVersion: number;
  readonly diaspora: boolean;
  readonly draft: boolean;
  readonly order: number;
}

export interface Option {
  /** Id of the option within its question; what answers refer to. Absent on options not saved yet. */
  readonly optionId?: number;
  readonly text: string;
  readonly isFreeText: boolean;
  readonly flagged: boolean;
  readonly orderNumber?: number;
}

export interface Question {
  readonly id?: number;
  readonly code: string;
  readonly text: string;
  readonly questionType: QuestionType;
  readonly orderNumber?: number;
  readonly optionsToQuestions: readonly Option[];
}

export interface FormSection {
  readonly id?: number;
  readonly code: string;
  readonly description: string;
  readonly orderNumber?: number;
  readonly questions: readonly Question[];
}
