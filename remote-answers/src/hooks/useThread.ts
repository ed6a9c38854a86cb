import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { findThread } from '../api/findThread';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread } from '../api/types';
import { findHeldThread, threadPages } from '../state/threadPages';

export interface ThreadItem {
  readonly thread: AnswerThread | undefined;
  /** True while it is still unknown. */
  readonly looking: boolean;
  /** Why the lookup failed (the pane says so in place, with `retry`); null otherwise. */
  readonly error: unknown;
  readonly retry: () => void;
}

/**
 * The list item of the thread open in the details: from the pages the list holds (no request),
 * or, on a link to a thread the list does not show, looked up once the list has settled.
 */
export function useThread(key: ThreadKey): ThreadItem {
  const { http } = useHostServices();
  const held = findHeldThread(useAtomValue(threadPages.heldAtom), key);
  const list = useAtomValue(threadPages.viewAtom);
  // The list has asked for its page and has its answer (or its failure).
  const listSettled = list.params !== undefined && !list.loading;
  // Once asked, the lookup stays (the list may later hold the thread; the answer is the same).
  const [lookUp, setLookUp] = useState(false);
  if (!lookUp && !held && listSettled) setLookUp(true);
  const { observerId, pollingStationId } = key;
  const holds = held !== undefined;
  const lookup = useRequest(
    (signal) => (lookUp && !holds ? findThread(http, { observerId, pollingStationId }, signal) : null),
    [lookUp, holds, http, observerId, pollingStationId],
    { keepData: true },
  );
  if (held) return { thread: held, looking: false, error: null, retry: lookup.retry };
  return {
    thread: lookup.data,
    looking: !lookUp || lookup.loading,
    error: lookup.loading ? null : (lookup.error ?? null),
    retry: lookup.retry,
  };
}
