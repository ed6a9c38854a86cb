import { ANSWERS_REFRESH_MS } from './constants';

/** Threads held for one query (filters and page), and when they arrived (epoch ms). */
export interface HeldAt {
  readonly fetchedAt: number;
}

/**
 * Spec section 5: answer threads are fetched only when none are held (for this query), when a
 * refresh is asked for, or when the last refresh is not recent (older than answersRefreshTimeMs).
 */
export function shouldLoadThreads(held: HeldAt | undefined, now: number, refresh = false, refreshMs = ANSWERS_REFRESH_MS): boolean {
  if (!held || refresh) return true;
  return now - held.fetchedAt >= refreshMs;
}
