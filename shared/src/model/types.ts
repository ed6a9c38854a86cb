/**
 * Entities of spec section 3 as they travel on the wire (docs: spec/api-contract.md). Timestamps
 * are ISO-8601 UTC strings; ids are numbers.
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

/** How an observer profile page is opened (route segment). */
export type PageState = 'new' | 'view' | 'edit';

/** The two multi-row actions of the data table (spec "zone events"). */
export type ZoneEvent = 'delete' | 'notification';

/** One item of GET /api/v1/observer. The PIN never travels back. */
export interface Observer {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly ngo: string;
  readonly lastSeen: string | null;
  readonly deviceRegisterDate: string | null;
  readonly numberOfNotes: number;
  readonly numberOfPollingStations: number;
}

/** Body of POST /api/v1/observer. */
export interface NewObserver {
  readonly phone: string;
  readonly pin: string;
  readonly name: string;
  readonly sendSMS: boolean;
}

/** Body of PUT /api/v1/observer: only what changes. */
export interface ObserverUpdate {
  readonly observerId: number;
  readonly name?: string;
  readonly phone?: string;
  readonly pin?: string;
}

export type ObserverSortKey = 'name' | 'lastSeen';

/** Query of the observers list. */
export interface ObserverSearch {
  readonly name?: string;
  readonly phone?: string;
  readonly sortBy?: ObserverSortKey;
  readonly sortDirection?: SortDirection;
}

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

/** Body of POST and PUT /api/v1/form. */
export interface FormUpload {
  readonly id?: number;
  readonly code: string;
  readonly description: string;
  readonly diaspora: boolean;
  readonly draft: boolean;
  readonly currentVersion: number;
  readonly formSections: readonly FormSection[];
}

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

/** GET /api/v1/notification/get/all item. */
export interface Notification {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly channel: string;
  readonly insertedAt: string;
  readonly senderAccount: string | null;
  readonly senderNgoName: string | null;
  readonly sentObserverIds: readonly number[];
}

/** Body of POST /api/v1/notification/send (and send/all without recipients). */
export interface NotificationSend {
  readonly channel: string;
  readonly from: string;
  readonly title: string;
  readonly message: string;
  readonly recipients?: readonly number[];
}

/** Answer of a notification send: how many observers it went to. */
export interface NotificationSendResult {
  readonly sent: number;
}

/** One ranked row of GET /api/v1/statistics/{method}. */
export interface StatisticValue {
  readonly label: string;
  readonly value: number;
}

export type StatisticMethod =
  | 'observerNumber'
  | 'countiesIrregularities'
  | 'pollingStationIrregularities'
  | 'countiesOpeningIrregularities'
  | 'pollingStationOpeningIrregularities'
  | 'countiesByCountingIrregularities'
  | 'pollingStationsByCountingIrregularities';
