import type { Db, ReadPath } from '../db/types.js';

/**
 * Statistics computed over every answer are reused while the data they were computed from has
 * not changed (the database's change stamp, `Db.changeStamp`), so twenty coordinators looking at
 * the same figures cost the database one computation, not twenty.
 *
 * - **Unchanged data**: the held result is the answer the database would give (checked on every
 *   request: one cheap read).
 * - **Changed data**: computed again, unless statistics already took `BUDGET_SHARE` of the last
 *   `BUDGET_WINDOW_MS` (all kinds and keys together, per process): then the held result is served
 *   while it is younger than `MAX_STALE_MS`. While answers keep arriving (election day) the
 *   figures cost the database at most about a fifth of its time, and are never more than a
 *   minute old; when it is quiet (or the data small), every change is seen at once.
 * - **One computation at a time** per key: requests that arrive meanwhile wait for it.
 * - **The check reads where the data is read**: the stamp comes from the read path
 *   (`Db.replica`), the same server the computation then reads, and before it. Were the stamp
 *   read on the primary and the data on a replica that lags, a result computed from older data
 *   would be kept under the newer stamp and served as current until something else changed.
 *   Read on the replica before the data, the stamp is never newer than the data it labels. A
 *   computation during which the path moved between replica and primary (`ReadPath.moves`) is
 *   answered but not kept, since its reads and its stamp may come from different servers.
 */
export const BUDGET_WINDOW_MS = 10_000;
export const BUDGET_SHARE = 0.2;
export const MAX_STALE_MS = 60_000;

/** The time statistics computations took lately, shared by every cache of one database. */
export class ComputeBudget {
  private spent: { end: number; ms: number }[] = [];

  constructor(private readonly clock: () => number = Date.now) {}

  record(ms: number): void {
    this.spent.push({ end: this.clock(), ms });
  }

  exhausted(): boolean {
    const since = this.clock() - BUDGET_WINDOW_MS;
    this.spent = this.spent.filter((s) => s.end > since);
    return this.spent.reduce((sum, s) => sum + s.ms, 0) >= BUDGET_WINDOW_MS * BUDGET_SHARE;
  }
}

interface Held<T> {
  stamp: string;
  /** When the computation started (the clock's time). */
  at: number;
  value: T;
}

export class ResultReuse<T> {
  private readonly held = new Map<string, Held<T>>();
  private readonly running = new Map<string, Promise<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly budget: ComputeBudget,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(path: Pick<ReadPath, 'changeStamp' | 'moves'>, key: string, compute: () => Promise<T>): Promise<T> {
    const under = this.running.get(key);
    if (under) return under;
    const held = this.held.get(key);
    const moves = path.moves;
    const stamp = await path.changeStamp();
    if (held && (held.stamp === stamp || (this.clock() - held.at < MAX_STALE_MS && this.budget.exhausted()))) return held.value;
    // Another request may have started the same computation while the stamp was read.
    const started = this.running.get(key);
    if (started) return started;
    const run = (async () => {
      const at = this.clock();
      try {
        const value = await compute();
        if (path.moves === moves) this.keep(key, { stamp, at, value });
        return value;
      } finally {
        this.budget.record(this.clock() - at);
      }
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

const budgets = new WeakMap<object, ComputeBudget>();

/** One reuse cache per database and per kind of result (a test process runs several servers); one budget per database. */
export function reuseFor<T>(caches: WeakMap<object, ResultReuse<T>>, db: Db, maxEntries: number): ResultReuse<T> {
  let cache = caches.get(db);
  if (!cache) {
    let budget = budgets.get(db);
    if (!budget) {
      budget = new ComputeBudget();
      budgets.set(db, budget);
    }
    cache = new ResultReuse<T>(maxEntries, budget);
    caches.set(db, cache);
  }
  return cache;
}
