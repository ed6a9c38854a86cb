import type { HttpClient } from '@observatory/shared/contract';
import type { Observer, PagedResult } from '@observatory/shared/model';
import { OBSERVERS_PATH } from './listObservers';

/**
 * Finds one observer by phone (or id) when it is not in the loaded list, with
 * GET /api/v1/observer?Number=… as the spec has it. `Number` is a substring filter, so only an
 * exact phone (or id) match counts; null when there is none.
 */
export async function findObserver(http: HttpClient, key: string, signal?: AbortSignal): Promise<Observer | null> {
  const result = await http.get<PagedResult<Observer>>(OBSERVERS_PATH, { query: { Number: key, pageSize: 100 }, signal });
  return result.data.find((observer) => observer.phone === key) ?? result.data.find((observer) => String(observer.id) === key) ?? null;
}
