import type { ApiSchema, operations } from '@observatory/shared/api-types';

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
