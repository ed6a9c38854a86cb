import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { NewObserver } from './types';
import { OBSERVERS_PATH } from './listObservers';

/**
 * POST /api/v1/observer with a JSON body, never the query string (the original put the PIN in the
 * URL, where server and proxy logs keep it). Answers the new observer's id.
 */
export function addObserver(http: AreaHttpV1, observer: NewObserver): Promise<number> {
  return http.post<number>(OBSERVERS_PATH, observer);
}
