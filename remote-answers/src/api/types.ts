import type { QuestionType } from '@observatory/shared/model';

/** The answers area's wire types (docs: spec/api-contract.md, "Answers and notes"). */

/** One (observer, polling station) row of GET /api/v1/answers, with its extra details inline. */
export interface AnswerThread {
  readonly observerId: number;
  readonly pollingStationId: number;
  readonly pollingStationName: string;
  readonly observerName: string;
  readonly observerPhone: string;
  readonly countyCode: string;
  readonly pollingStationNumber: number;
  readonly urgent: boolean;
  readonly lastModified: string | null;
  readonly observerArrivalTime: string | null;
  readonly observerLeaveTime: string | null;
  readonly urbanArea: boolean | null;
  readonly isPollingStationPresidentFemale: boolean | null;
}

/** GET /api/v1/answers/pollingStationInfo (204 when the observer never checked in). */
export type AnswerExtra = Pick<
  AnswerThread,
  'lastModified' | 'observerArrivalTime' | 'observerLeaveTime' | 'urbanArea' | 'isPollingStationPresidentFemale'
>;

export interface CompletedAnswer {
  readonly optionId: number;
  readonly text: string;
  readonly isFreeText: boolean;
  readonly value: string | null;
  readonly flagged: boolean;
}

/** One question answered, from GET /api/v1/answers/filledIn. */
export interface CompletedAnswerGroup {
  readonly id: number;
  readonly formId: number;
  readonly formCode: string;
  readonly questionCode: string;
  readonly text: string;
  readonly questionTypeId: QuestionType;
  readonly answers: readonly CompletedAnswer[];
}

/** Filters of the answers list; only non-empty values are sent. */
export interface AnswerFilters {
  readonly county?: string;
  readonly pollingStationNumber?: number | string;
  readonly phoneObserver?: string;
  readonly from?: string;
  readonly to?: string;
  readonly urgent?: boolean;
}

/** GET /api/v2/note item. Attachment links are short-lived signed URLs on the API origin. */
export interface Note {
  readonly id: number;
  readonly text: string;
  readonly questionId: number | null;
  readonly formId: number | null;
  readonly formCode: string | null;
  readonly observerId: number;
  readonly pollingStationId: number;
  readonly lastModified: string | null;
  readonly attachmentsPaths: readonly string[];
}

/** Default "recently refreshed" window of the answers list (spec section 9: answersRefreshTimeMs). */
export const ANSWERS_REFRESH_MS = 60_000;
/** Name of the downloaded answers workbook, spelled as the spec has it. */
export const ANSWERS_FILE_NAME = 'answsers.xlsx';
