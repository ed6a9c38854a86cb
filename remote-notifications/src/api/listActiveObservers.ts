import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ObserverSummary } from './types';

const ACTIVE_PATH = '/api/v1/observer/active';

/** The search of the observers filter: one county and a range of its station numbers. */
export interface ActiveObserversQuery {
  readonly countyCode: string;
  readonly from: number;
  readonly to: number;
}

/**
 * GET /api/v1/observer/active: the observers checked in at a station of the county within the
 * range, each once. `currentlyCheckedIn=true` is what the spec sends.
 */
export function listActiveObservers(http: AreaHttpV1, query: ActiveObserversQuery, signal?: AbortSignal): Promise<ObserverSummary[]> {
  return http.get<ObserverSummary[]>(ACTIVE_PATH, {
    query: {
      countyCodes: [query.countyCode],
      fromPollingStationNumber: query.from,
      toPollingStationNumber: query.to,
      currentlyCheckedIn: true,
    },
    signal,
  });
}
