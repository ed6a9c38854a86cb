import type { FollowUpStatus } from '../api/types';

/** The follow-up statuses, in the order the screen offers them. */
export const FOLLOW_UP_STATUSES: readonly FollowUpStatus[] = ['none', 'needed', 'resolved'];
/** Default "recently refreshed" window of the answers list (spec section 9: answersRefreshTimeMs). */
export const ANSWERS_REFRESH_MS = 60_000;
/** Threads per page of the list (the original asked for 20). */
export const THREADS_PAGE_SIZE = 20;
/** Live updates ask at most this often, and only while the page is visible (issue 11). */
export const LIVE_UPDATE_MS = 30_000;
/** Name of the downloaded answers workbook, spelled as the spec has it. */
export const ANSWERS_FILE_NAME = 'answsers.xlsx';
/** Name of the downloaded notes export. */
export const NOTES_FILE_NAME = 'notes.csv';

/** How often an open thread's claim is renewed: well within the 10 minutes the API holds it. */
export const CLAIM_RENEW_MS = 4 * 60_000;
