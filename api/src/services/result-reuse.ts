import type { Db } from '../db/types.js';

/**
 * Statistics computed over every answer are reused while the data they were computed from has
 * not changed (the database's change stamp, `Db.changeStamp`), so twenty coordinators looking at
 * the same figures cost the database one computation, not twenty.
 *
 * - **Unchanged data**: the held result is the answer the database would give (checked on every
 *   request: one cheap read).
 * - **Changed data**: computed again, except that a result which took at least `EXPENSIVE_MS`
 *   is still served until it is `REUSE_FACTOR` times as old as it took (at most `MAX_REUSE_MS`):
 *   while answers keep arriving (election day), one figure never takes more than about a tenth
 *   of the database's time. Cheap results are never served once the data moved.
 * - **One computation at a time** per key: requests that arrive meanwhile wait for it.
 */
export const EXPENSIVE_MS = 50;
export const REUSE_FACTOR = 10;
export const MAX_REUSE_MS = 60_000;

interface Held<T> {
  stamp: string;
  /** When the computation started (Date.now()), and how long it took. */
  at: number;
  costMs: number;
  value: T;
}

export class ResultReuse<T> {
  private readonly held = new Map<string, Held<T>>();
  private readonly running = new Map<string, Promise<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(db: Pick<Db, 'changeStamp'>, key: string, compute: () => Promise<T>): Promise<T> {
    const under = this.running.get(key);
    if (under) return under;
    const held = this.held.get(key);
    const now = this.clock();
    if (held && held.costMs >= EXPENSIVE_MS && now - held.at < Math.min(held.costMs * REUSE_FACTOR, MAX_REUSE_MS)) return held.value;
    const stamp = await db.changeStamp();
    if (held && held.stamp === stamp) return held.value;
    // Another request may have started the same computation while the stamp was read.
    const started = this.running.get(key);
    if (started) return started;
    const run = (async () => {
      const at = this.clock();
      const value = await compute();
      this.keep(key, { stamp, at, costMs: this.clock() - at, value });
      return value;
    })();
    this.running.set(key, run);
    try {
      return await run;
    } finally {
      this.running.delete(key);
    }
  }

  /** Least recently computed first out. */
  private keep(key: string, entry: Held<T>): void {
    this.held.delete(key);
    this.held.set(key, entry);
    while (this.held.size > this.maxEntries) {
      const oldest = this.held.keys().next().value;
      if (oldest === undefined) break;
      this.held.delete(oldest);
    }
  }
}

/** One reuse cache per database and per kind of result (a test process runs several servers). */
export function reuseFor<T>(caches: WeakMap<object, ResultReuse<T>>, db: Db, maxEntries: number): ResultReuse<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResultReuse<T>(maxEntries);
    caches.set(db, cache);
  }
  return cache;
}
