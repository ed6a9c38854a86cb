import type { PagedResult } from '@observatory/shared/model';
import type { AnswerThread, ThreadQuery } from '../api/types';

/**
 * Live updates count the threads changed after the newest one the person was shown: the list
 * filters `from` on last modification, so the count is of threads newer than that mark and a
 * thread leaving the filter meanwhile (resolved under followUp=needed) cannot cancel an arrival
 * out, as a difference of totals did. The mark is the API's own time, never the browser's clock.
 */

/** The probe asks with the list's filters only: newest first, one row (the newest), and the total. */
export function probeQuery(query: ThreadQuery, newest: string | null): ThreadQuery {
  const after = newest === null ? undefined : new Date(Date.parse(newest) + 1).toISOString();
  const from = query.from && (!after || Date.parse(query.from) > Date.parse(after)) ? query.from : after;
  return { ...query, from, page: 1, pageSize: 1, unresolvedFirst: undefined };
}

const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b);

/** The latest `lastModified` of some threads, or null when they have none. */
export function latestOf(threads: readonly AnswerThread[]): string | null {
  let latest: string | null = null;
  for (const thread of threads)
    if (thread.lastModified) latest = latest === null ? thread.lastModified : later(latest, thread.lastModified);
  return latest;
}

/**
 * The newest change among every thread matching the filters, when a page of the list tells it:
 * page 1 newest first; or page 1 of the not-yet-resolved-first order once it reaches the resolved
 * threads (all unresolved ones are then on it, and the newest resolved one first among the rest)
 * or holds every thread. Null: no thread matches. Undefined: the page cannot tell (page 2 and on,
 * or a page of unresolved threads only), so the mark is asked for once.
 */
export function newestOnPage(result: PagedResult<AnswerThread>, query: ThreadQuery): string | null | undefined {
  if (result.page !== 1) return undefined;
  if (result.totalItems === 0) return null;
  const whole = result.totalItems <= result.data.length;
  const exact = !query.unresolvedFirst || whole || result.data.some((thread) => thread.followUp === 'resolved');
  return exact ? (latestOf(result.data) ?? undefined) : undefined;
}

/** The later of two marks (null is before any). */
export function laterMark(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  return b === null ? a : later(a, b);
}
