/** How old figures may get while the page is visible (issue 13 "Fresh numbers"): one minute. */
export const REFRESH_INTERVAL_MS = 60_000;
