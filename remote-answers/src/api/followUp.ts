import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ThreadKey } from './threadDetails';
import type { FollowUpChange, FollowUpState, FollowUpStatus } from './types';

const FOLLOW_UP_PATH = '/api/v1/answers/follow-up';
const FOLLOW_UP_HISTORY_PATH = '/api/v1/answers/follow-up/history';

/** PUT /api/v1/answers/follow-up: sets a thread's status; answers its new state. */
export function setFollowUp(http: AreaHttpV1, key: ThreadKey, status: FollowUpStatus): Promise<FollowUpState> {
  return http.put<FollowUpState>(FOLLOW_UP_PATH, { observerId: key.observerId, pollingStationId: key.pollingStationId, status });
}

/** GET /api/v1/answers/follow-up/history: every change, newest first. */
export function getFollowUpHistory(http: AreaHttpV1, key: ThreadKey, signal?: AbortSignal): Promise<FollowUpChange[]> {
  return http.get<FollowUpChange[]>(FOLLOW_UP_HISTORY_PATH, {
    query: { observerId: key.observerId, pollingStationId: key.pollingStationId },
    signal,
  });
}
