import { atom } from 'jotai';
import type { PagedResult } from '@observatory/shared/model';
import { readServices } from '@observatory/shared/area';
import { listThreads } from '../api/listThreads';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread, FollowUpState, ThreadQuery } from '../api/types';
import { threadQueryKey } from '../lib/listParams';
import { shouldLoadThreads } from '../lib/loadSkipping';
import { servicesAtom } from './services';

/** One page of threads as the API sent it, and when it arrived (epoch ms). */
export interface HeldThreads {
  readonly result: PagedResult<AnswerThread>;
  readonly fetchedAt: number;
}

interface ThreadsState {
  /** Pages held, by query key (filters, order and page). */
  readonly held: ReadonlyMap<string, HeldThreads>;
  /** The query on screen. */
  readonly shownKey: string | null;
  /** The query being fetched. */
  readonly loadingKey: string | null;
  /** The failure of the query on screen. */
  readonly error: unknown;
}

/** How many pages are kept: enough to go back and forth between a few pages and filters. */
const HELD_PAGES = 12;

const threadsStateAtom = atom<ThreadsState>({ held: new Map(), shownKey: null, loadingKey: null, error: null });
const inFlightAtom = atom<{ key: string; controller: AbortController } | null>(null);

function remember(held: ReadonlyMap<string, HeldThreads>, key: string, page: HeldThreads): Map<string, HeldThreads> {
  const next = new Map(held);
  next.delete(key);
  next.set(key, page);
  while (next.size > HELD_PAGES) next.delete(next.keys().next().value as string);
  return next;
}

/** What the list shows: the held page of the query on screen, whether it is loading, its failure. */
export const threadsViewAtom = atom((get) => {
  const state = get(threadsStateAtom);
  const key = state.shownKey;
  return {
    held: key === null ? undefined : state.held.get(key),
    loading: key !== null && state.loadingKey === key,
    error: state.error,
  };
});

/**
 * Shows the page of `query`, fetching it only when spec section 5 allows: none held, a refresh
 * asked for, or the held page older than answersRefreshTimeMs. A request for a query no longer on
 * screen is aborted, and its late answer is dropped.
 */
export const loadThreadsAtom = atom(null, async (get, set, query: ThreadQuery, refresh: boolean = false) => {
  const key = threadQueryKey(query);
  const state = get(threadsStateAtom);
  const inFlight = get(inFlightAtom);
  const needed = shouldLoadThreads(state.held.get(key), Date.now(), refresh);
  if (inFlight) {
    if (inFlight.key === key && !refresh) {
      set(threadsStateAtom, { ...state, shownKey: key });
      return; // the same page is already on its way
    }
    inFlight.controller.abort();
    set(inFlightAtom, null);
  }
  if (!needed) {
    set(threadsStateAtom, { ...state, shownKey: key, loadingKey: null, error: null });
    return;
  }
  const controller = new AbortController();
  set(inFlightAtom, { key, controller });
  set(threadsStateAtom, { ...state, shownKey: key, loadingKey: key, error: null });
  try {
    const result = await listThreads(readServices(get, servicesAtom).http, query, controller.signal);
    if (controller.signal.aborted) return;
    const now = get(threadsStateAtom);
    set(threadsStateAtom, { ...now, held: remember(now.held, key, { result, fetchedAt: Date.now() }), loadingKey: null, error: null });
  } catch (error) {
    if (controller.signal.aborted) return;
    const now = get(threadsStateAtom);
    set(threadsStateAtom, { ...now, loadingKey: null, error: now.shownKey === key ? error : now.error });
  } finally {
    if (get(inFlightAtom)?.controller === controller) set(inFlightAtom, null);
  }
});

const sameThread = (thread: AnswerThread, key: ThreadKey) =>
  thread.observerId === key.observerId && thread.pollingStationId === key.pollingStationId;

/** The freshest held copy of a thread, if any page on hand has it. */
export function findHeldThread(held: ReadonlyMap<string, HeldThreads>, key: ThreadKey): AnswerThread | undefined {
  let found: { thread: AnswerThread; at: number } | undefined;
  for (const page of held.values()) {
    const thread = page.result.data.find((candidate) => sameThread(candidate, key));
    if (thread && (!found || page.fetchedAt > found.at)) found = { thread, at: page.fetchedAt };
  }
  return found?.thread;
}

/** The held pages (for the details, which read a thread's follow-up from the list when it has it). */
export const heldThreadsAtom = atom((get) => get(threadsStateAtom).held);

/** True once the list has asked for its page and has its answer (or its failure). */
export const threadsSettledAtom = atom((get) => {
  const state = get(threadsStateAtom);
  return state.shownKey !== null && state.loadingKey === null;
});

/**
 * Writes a thread's follow-up into every held page: the list shows a change made in the details
 * at once (and a rollback puts the old value back), without asking for the page again.
 */
export const updateHeldFollowUpAtom = atom(null, (get, set, key: ThreadKey, followUp: FollowUpState) => {
  const state = get(threadsStateAtom);
  const held = new Map<string, HeldThreads>();
  for (const [pageKey, page] of state.held) {
    const touched = page.result.data.some((thread) => sameThread(thread, key));
    const data = touched ? page.result.data.map((thread) => (sameThread(thread, key) ? { ...thread, ...followUp } : thread)) : null;
    held.set(pageKey, data ? { ...page, result: { ...page.result, data } } : page);
  }
  set(threadsStateAtom, { ...state, held });
});
