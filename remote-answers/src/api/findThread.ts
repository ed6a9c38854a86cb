import type { AreaHttpV1 } from '@observatory/shared/contract';
import { listThreads } from './listThreads';
import type { ThreadKey } from './threadDetails';
import type { AnswerThread } from './types';

/** More stations than one observer ever reports from in a day. */
const OBSERVER_THREADS = 100;

/**
 * One thread's list item (names, phone, follow-up), for a details page opened from a link when
 * the list on hand does not hold it: GET /api/v1/answers?observerId= and pick the station.
 * Undefined when the observer has no answers there.
 */
export async function findThread(http: AreaHttpV1, key: ThreadKey, signal?: AbortSignal): Promise<AnswerThread | undefined> {
  const page = await listThreads(http, { observerId: key.observerId, page: 1, pageSize: OBSERVER_THREADS }, signal);
  return page.data.find((thread) => thread.pollingStationId === key.pollingStationId);
}
