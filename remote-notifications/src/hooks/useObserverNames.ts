import { useRequest } from '@observatory/shared/area';
import type { RequestResult } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { findObserver } from '../api/findObserver';
import type { ObserverSummary } from '../api/types';
import { NAMES_SHOWN_CAP, NAME_LOOKUPS_AT_ONCE } from '../lib/limits';
import { mapWithLimit } from '../lib/mapWithLimit';

/** One selected id with the observer it names, or null when the API does not show them. */
export interface NamedRecipient {
  readonly id: number;
  readonly observer: ObserverSummary | null;
}

/**
 * Looks up who a roster selection is, only when asked (`enabled`) and only the first
 * NAMES_SHOWN_CAP ids, a few at a time (GET /api/v1/observer?id= per id). Sending never waits on it.
 */
export function useObserverNames(ids: readonly number[], enabled: boolean): RequestResult<NamedRecipient[]> {
  const { http } = useHostServices();
  return useRequest(
    (signal) =>
      enabled
        ? mapWithLimit(
            ids.slice(0, NAMES_SHOWN_CAP),
            NAME_LOOKUPS_AT_ONCE,
            async (id) => ({ id, observer: await findObserver(http, id, signal) }),
            signal,
          )
        : null,
    [http, ids, enabled],
  );
}
