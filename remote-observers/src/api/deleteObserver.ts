import type { HttpClient } from '@observatory/shared/contract';
import { OBSERVERS_PATH } from './listObservers';

/** DELETE /api/v1/observer?id=…. The API retires an observer with submissions, so their data stays. */
export function deleteObserver(http: HttpClient, id: number): Promise<boolean> {
  return http.delete<boolean>(OBSERVERS_PATH, { query: { id } });
}
