/** How old figures may get while the page is visible (issue 13 "Fresh numbers"): one minute. */
export const REFRESH_INTERVAL_MS = 60_000;

/** True when figures settled at `settledAt` (epoch ms) are due for a refresh at `now`. */
export function isStale(settledAt: number, now: number, intervalMs: number = REFRESH_INTERVAL_MS): boolean {
  return now - settledAt >= intervalMs;
}
