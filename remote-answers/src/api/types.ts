import type { QuestionType } from '@observatory/shared/model';

/** The answers area's wire types (docs: spec/api-contract.md, "Answers and notes" and "Follow-up"). */

/** Follow-up triage of a thread: nobody set it yet, someone must act, or it was handled. */
export type FollowUpStatus = 'none' | 'needed' | 'resolved';

/** A thread's follow-up as PUT /api/v1/answers/follow-up answers it, and as thread items carry it. */
export interface FollowUpState {
  readonly followUp: FollowUpStatus;
  /** The account that set it; null when never set, or set back to `needed` by the system. */
  readonly followUpBy: string | null;
  readonly followUpAt: string | null;
}

/** One change of GET /api/v1/answers/follow-up/history (newest first); `by` null = the system. */
export interface FollowUpChange {
  readonly status: FollowUpStatus;
  readonly by: string | null;
  readonly at: string;
}

/** One (observer, polling station) row of GET /api/v1/answers, with its extra details inline. */
export interface AnswerThread extends FollowUpState {
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

/** Filters of the answers list, as the API names them; only non-empty values are sent. */
export interface AnswerFilters {
  readonly county?: string;
  readonly pollingStationNumber?: number;
  readonly phoneObserver?: string;
  /** One observer's threads (the details look a thread up by it when the list does not hold it). */
  readonly observerId?: number;
  /** ISO-8601 instants (the screen reads what a person types as local time). */
  readonly from?: string;
  readonly to?: string;
  readonly urgent?: boolean;
  readonly followUp?: FollowUpStatus;
}

/** One page of the list: the filters, the page, and the urgent list's "not yet resolved first" order. */
export interface ThreadQuery extends AnswerFilters {
  readonly page: number;
  readonly pageSize: number;
  readonly unresolvedFirst?: boolean;
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
