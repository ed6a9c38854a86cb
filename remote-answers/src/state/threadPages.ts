import { readServices } from '@observatory/shared/area';
import type { PagedResult } from '@observatory/shared/model';
import { createQueryAtoms } from '@observatory/shared/state';
import type { HeldValue } from '@observatory/shared/state';
import type { ClaimState } from '../api/claim';
import { listThreads } from '../api/listThreads';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread, FollowUpState, ThreadQuery } from '../api/types';
import { ANSWERS_REFRESH_MS } from '../lib/constants';
import { threadQueryKey } from '../lib/listParams';
import { servicesAtom } from './services';

/** One page of threads as the API sent it, and when it arrived. */
export type HeldThreads = HeldValue<ThreadQuery, PagedResult<AnswerThread>>;

/** How many pages are kept: enough to go back and forth between a few pages and filters. */
const HELD_PAGES = 12;

/**
 * The pages of threads, by query (filters, order and page). Spec section 5: fetched only when
 * none is held for the query, a refresh is asked for, or the held page is older than
 * answersRefreshTimeMs. The kit's query does the rest: a request for a query no longer on screen
 * is aborted, and the page shown before stays while the next loads.
 */
export const threadPages = createQueryAtoms<ThreadQuery, PagedResult<AnswerThread>>({
  fetch: (query, signal, get) => listThreads(readServices(get, servicesAtom).http, query, signal),
  maxAgeMs: ANSWERS_REFRESH_MS,
  maxHeld: HELD_PAGES,
  keyOf: threadQueryKey,
});

const sameThread = (thread: AnswerThread, key: ThreadKey) =>
  thread.observerId === key.observerId && thread.pollingStationId === key.pollingStationId;

/** The freshest held copy of a thread, if any page on hand has it. */
export function findHeldThread(held: ReadonlyMap<string, HeldThreads>, key: ThreadKey): AnswerThread | undefined {
  let found: { thread: AnswerThread; at: number } | undefined;
  for (const page of held.values()) {
    const thread = page.value.data.find((candidate) => sameThread(candidate, key));
    if (thread && (!found || page.fetchedAt > found.at)) found = { thread, at: page.fetchedAt };
  }
  return found?.thread;
}

/**
 * A change of a thread (its follow-up, who handles it) written into every held page (for
 * threadPages.updateHeldAtom): the list shows a change made in the details at once (and a rollback
 * puts the old value back), without asking for the page again.
 */
export function withThreadChange(key: ThreadKey, change: Partial<FollowUpState & ClaimState>) {
  return (page: PagedResult<AnswerThread>): PagedResult<AnswerThread> =>
    page.data.some((thread) => sameThread(thread, key))
      ? { ...page, data: page.data.map((thread) => (sameThread(thread, key) ? { ...thread, ...change } : thread)) }
      : page;
}
