import type { Db } from '../db/types.js';

/**
 * Which active observer a token names (its NGO and phone): every observer request asks, so each
 * instance remembers the answer for a minute. A write that retires, deletes or renumbers an
 * observer drops what this instance remembers at once (forgetObservers), and what every other
 * instance remembers when it commits (NOTIFY, db/changes.ts; a lost listening connection drops
 * everything too). An observer who does not resolve is not remembered.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;
const caches = new WeakMap<Db, Map<string, { id: number; at: number }>>();

export async function activeObserverId(db: Db, ngoId: number, phone: string): Promise<number | undefined> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${ngoId}:${phone}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.id;
  const row = await db.get<{ id: number }>('SELECT id FROM observers WHERE ngo_id = ? AND phone = ? AND retired = 0', [ngoId, phone]);
  if (!row) {
    cache.delete(key);
    return undefined;
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { id: row.id, at: now });
  return row.id;
}

/** Before and after a write that retires, deletes or renumbers observers (this instance). */
export function forgetObservers(db: Db): void {
  caches.get(db)?.clear();
}
