import type { HttpClient } from '@observatory/shared/contract';
import type { ObserverUpdate } from '@observatory/shared/model';
import { OBSERVERS_PATH } from './listObservers';

/** PUT /api/v1/observer with only what changes (a missing pin keeps the current one). */
export function updateObserver(http: HttpClient, update: ObserverUpdate): Promise<boolean> {
  return http.put<boolean>(OBSERVERS_PATH, update);
}
