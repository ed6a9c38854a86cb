import type { AreaHttpV1 } from '@observatory/shared/contract';
import { OBSERVERS_PATH } from './listObservers';

/** DELETE /api/v1/observer?id=…. The API retires an observer with submissions, so their data stays. */
export function deleteObserver(http: AreaHttpV1, id: number): Promise<boolean> {
  return http.delete<boolean>(OBSERVERS_PATH, { query: { id } });
}
