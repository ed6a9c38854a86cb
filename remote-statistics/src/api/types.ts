import type { ApiQuery, ApiSchema, operations } from '@observatory/shared/api-types';

/** The statistics area's wire types, named from the API's generated types (api/openapi.json, tag "Statistics"). */

/** One ranked row of GET /api/v1/statistics/{method}. */
export type StatisticValue = ApiSchema<'Figure'>;

/** The figures the API ranks (the `method` of the path). */
export type StatisticMethod = operations['statistic']['parameters']['path']['method'];

/** Statistics page size on the dashboard cards (top 5, spec section 9). */
export const STATISTICS_PAGE_SIZE_OVERVIEW = 5;
/** Statistics page size of one statistic in full (the modal and /statistics/:key). */
export const STATISTICS_PAGE_SIZE_FULL = 20;
/** The API's largest page (contract "General rules"): the CSV download reads a statistic in pages this big. */
export const STATISTICS_PAGE_SIZE_MAX = 1000;

/** GET /api/v1/statistics/questions: one question's answers counted by option. */
export type QuestionResult = ApiSchema<'QuestionResult'>;
/** One text written in a free-text option (GET /api/v1/statistics/questions/{questionId}/text). */
export type FreeTextAnswer = ApiSchema<'FreeTextAnswer'>;
/** One row of the anomaly ranking and its reasons, as codes. */
export type Anomaly = ApiSchema<'Anomaly'>;
export type AnomalyReason = Anomaly['reasons'][number];
export type AnomalyLevel = NonNullable<ApiQuery<'anomalies'>['level']>;

/** The filters of the per-question results, as GET /api/v1/answers names them (only set values are sent). */
export type ResultFilters = Pick<
  ApiQuery<'questionResults'>,
  'county' | 'fromPollingStationNumber' | 'toPollingStationNumber' | 'from' | 'to' | 'urgent' | 'followUp'
>;

/** Free texts per page under a question. */
export const FREE_TEXT_PAGE_SIZE = 10;
/** Anomaly rows per page (and on the dashboard's card, the first 3). */
export const ANOMALIES_PAGE_SIZE = 20;
export const ANOMALIES_ON_DASHBOARD = 3;
