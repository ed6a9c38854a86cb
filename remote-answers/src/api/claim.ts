import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ApiSchema } from '@observatory/shared/api-types';
import type { ThreadKey } from './threadDetails';

/** Who handles a thread and until when ("being handled by"); both null when no one does. */
export type ClaimState = ApiSchema<'ClaimState'>;

const CLAIM_PATH = '/api/v1/answers/claim';

/**
 * PUT /api/v1/answers/claim: holds the thread for 10 minutes (or renews the caller's claim). A 409
 * (someone else holds it) carries who and until when in `errors`; `takeOver` takes it from them.
 */
export function claimThread(http: AreaHttpV1, key: ThreadKey, takeOver = false): Promise<ClaimState> {
  return http.put<ClaimState>(CLAIM_PATH, {
    observerId: key.observerId,
    pollingStationId: key.pollingStationId,
    ...(takeOver ? { takeOver } : {}),
  });
}

/** DELETE /api/v1/answers/claim: releases the caller's claim (nothing happens if it is not theirs). */
export function releaseClaim(http: AreaHttpV1, key: ThreadKey): Promise<ClaimState> {
  return http.delete<ClaimState>(CLAIM_PATH, { query: { observerId: key.observerId, pollingStationId: key.pollingStationId } });
}
