/** Business constants and limits of spec section 9 (and the API contract where it sets a number). */

/** Observers list page size. */
export const OBSERVER_PAGE_SIZE = 100;
/** Statistics page size on the dashboard cards (top 5). */
export const STATISTICS_PAGE_SIZE_OVERVIEW = 5;
/** Statistics page size of one statistic in full (the modal and /statistics/:key). */
export const STATISTICS_PAGE_SIZE_FULL = 20;
/** Default notification history page size. */
export const NOTIFICATION_PAGE_SIZE = 100;
/** Page numbers shown either side of the current page. */
export const PAGINATION_WINDOW = 2;
/** A note's text is cut past this many characters in the preview. */
export const NOTE_PREVIEW_LENGTH = 185;
/** Lengths the reset-password helper accepts. */
export const RESET_PASSWORD_LENGTHS: readonly number[] = [4, 6];
/** Default "recently refreshed" window of the answers list, used when the config does not set one. */
export const ANSWERS_REFRESH_MS = 60_000;
/** currentVersion of a form when none is given. */
export const FORM_DEFAULT_VERSION = 1;
/** Toast time-out and the extension after hover. */
export const TOAST_TIMEOUT_MS = 5_000;
export const TOAST_EXTENDED_MS = 1_000;
/** Name of the downloaded answers workbook, spelled as the spec has it. */
export const ANSWERS_FILE_NAME = 'answsers.xlsx';
/** Largest CSV the import accepts (API contract: 5 MiB). */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Up to this many selected counties are shown in the county dropdown. */
export const COUNTY_SELECTED_ITEMS_SHOWN = 10;

/** Drag settings (spec section 9). */
export const DRAG_START_THRESHOLD_PX = 5;
export const DRAG_DIRECTION_CHANGE_THRESHOLD_PX = 5;
export const DRAG_PREVIEW_Z_INDEX = 1000;
/** Auto-scroll starts when the pointer is within this fraction of the container's edge. */
export const DRAG_AUTO_SCROLL_EDGE = 0.05;
/** Auto-scroll speed in pixels per tick. */
export const DRAG_AUTO_SCROLL_STEP_PX = 2;
/** Touches must be held this long before a drag starts, so scrolling a list by touch still works. */
export const DRAG_TOUCH_DELAY_MS = 800;
