import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { findThread } from '../api/findThread';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread } from '../api/types';
import { findHeldThread, heldThreadsAtom, threadsSettledAtom } from '../state/threads';

/**
 * The list item of the thread open in the details: from the pages the list holds (no request),
 * or, on a link to a thread the list does not show, looked up once the list has settled.
 * `looking` is true while that is still unknown.
 */
export function useThread(key: ThreadKey): { readonly thread: AnswerThread | undefined; readonly looking: boolean } {
  const { http } = useHostServices();
  const held = findHeldThread(useAtomValue(heldThreadsAtom), key);
  const listSettled = useAtomValue(threadsSettledAtom);
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
  if (held) return { thread: held, looking: false };
  return { thread: lookup.data, looking: !lookUp || lookup.loading };
}
