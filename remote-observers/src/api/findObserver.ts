import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import type { Observer } from './types';
import { OBSERVERS_PATH } from './listObservers';

/** A profile link's key: an id (what the area's own links carry) or, from older links, a phone. */
export function isPhoneKey(key: string): boolean {
  return /^\+?\d{10,15}$/.test(key);
}

/**
 * Finds one observer that is not in the loaded list: by id with GET /api/v1/observer?id= (the
 * contract's exact lookup, an empty page when it is not the caller's to see), or, for an old
 * phone-keyed link, with ?Number= keeping only an exact match. Null when there is none.
 */
export async function findObserver(http: AreaHttpV1, key: string, signal?: AbortSignal): Promise<Observer | null> {
  if (isPhoneKey(key)) {
    const result = await http.get<PagedResult<Observer>>(OBSERVERS_PATH, { query: { Number: key, pageSize: 100 }, signal });
    const matches = result.data.filter((observer) => observer.phone === key);
    // One phone in two NGOs (an organizer's view): no guessing which one was meant.
    return matches.length === 1 ? (matches[0] ?? null) : null;
  }
  const result = await http.get<PagedResult<Observer>>(OBSERVERS_PATH, { query: { id: key }, signal });
  return result.data.find((observer) => String(observer.id) === key) ?? null;
}
