import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ObserverUpdate } from './types';
import { OBSERVERS_PATH } from './listObservers';

/** PUT /api/v1/observer with only what changes (a missing pin keeps the current one). */
export function updateObserver(http: AreaHttpV1, update: ObserverUpdate): Promise<boolean> {
  return http.put<boolean>(OBSERVERS_PATH, update);
}
