import type { ApiQuery, ApiSchema, Narrowed } from '@observatory/shared/api-types';
import type { QuestionType } from '@observatory/shared/model';

/** The answers area's wire types, named from the API's generated types (api/openapi.json, tags "Answers", "Follow-up", "Notes"). */

/** Follow-up triage of a thread: nobody set it yet, someone must act, or it was handled. */
export type FollowUpStatus = ApiSchema<'FollowUpState'>['followUp'];

/** A thread's follow-up as PUT /api/v1/answers/follow-up answers it, and as thread items carry it. */
export type FollowUpState = ApiSchema<'FollowUpState'>;

/** One change of GET /api/v1/answers/follow-up/history (newest first); `by` null = the system. */
export type FollowUpChange = ApiSchema<'FollowUpChange'>;

/** One (observer, polling station) row of GET /api/v1/answers, with its extra details inline. */
export type AnswerThread = Omit<ApiSchema<'Thread'>, 'observerPhoneNumber'>;

/** GET /api/v1/answers/pollingStationInfo (204 when the observer never checked in). */
export type AnswerExtra = ApiSchema<'StationInfo'>;

type ApiFilledIn = ApiSchema<'FilledInQuestion'>;

export type CompletedAnswer = ApiFilledIn['answers'][number];

/** One question answered, from GET /api/v1/answers/filledIn. */
export type CompletedAnswerGroup = Narrowed<ApiFilledIn, 'questionTypeId', QuestionType>;

/** Filters of the answers list, as the API names them; only non-empty values are sent. */
export type AnswerFilters = Pick<
  ApiQuery<'listThreads'>,
  | 'county'
  | 'pollingStationNumber'
  | 'fromPollingStationNumber'
  | 'toPollingStationNumber'
  | 'phoneObserver'
  | 'observerId'
  | 'from'
  | 'to'
  | 'urgent'
  | 'followUp'
  | 'questionId'
  | 'optionId'
>;

/** One page of the list: the filters, the page, and the urgent list's "not yet resolved first" order. */
export type ThreadQuery = AnswerFilters &
  Required<Pick<ApiQuery<'listThreads'>, 'page' | 'pageSize'>> &
  Pick<ApiQuery<'listThreads'>, 'unresolvedFirst'>;

/** GET /api/v2/note item. Attachment links are short-lived signed URLs on the API origin. */
export type Note = Omit<ApiSchema<'Note'>, 'countyCode' | 'pollingStationNumber'>;
