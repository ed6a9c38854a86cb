import type pg from 'pg';
import type { ReadQueryable, SqlParam } from './types.js';

/** A warning the query layer reports (the server passes its logger). */
export type DbLog = (msg: string, fields: Record<string, unknown>) => void;

/** How long reads stay on the primary after the replica failed, before it is tried again. */
export const REPLICA_RETRY_MS = 5000;

/**
 * Errors that say the replica cannot answer now (down, restarting, unreachable, cancelled by
 * recovery) rather than that the statement is wrong: the read is then run on the primary.
 * SQLSTATE classes 08 (connection) and 57P (shutdown, cannot connect now); 40001 is what a
 * standby raises when replay cancels a query that conflicts with it.
 */
function replicaUnavailable(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '40001' || code === '53300') return true;
  if (/^E(CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|NETUNREACH|PIPE|AI_AGAIN)$|^ENOTFOUND$/.test(code)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i.test(
    message,
  );
}

/**
 * Reads sent to a streaming replica, falling back to the primary when it cannot answer: the
 * person asking gets the primary's answer, never an error, and one log line says so (and one
 * when the replica answers again). After a failure, reads stay on the primary for
 * REPLICA_RETRY_MS, so a dead replica costs one failed attempt per interval, not one per read.
 */
export class ReplicaReads implements ReadQueryable {
  /** Reads the replica answered, and reads that went to the primary instead (tests and metrics). */
  readonly counts = { replica: 0, fallback: 0 };
  private downUntil = 0;
  private down = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly replica: ReadQueryable,
    private readonly primary: ReadQueryable,
    private readonly log: DbLog,
    private readonly now: () => number = Date.now,
  ) {}

  all<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
    return this.read((q) => q.all<T>(sql, params));
  }

  get<T>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
    return this.read((q) => q.get<T>(sql, params));
  }

  private async read<T>(run: (q: ReadQueryable) => Promise<T>): Promise<T> {
    if (this.down && this.now() < this.downUntil) {
      this.counts.fallback++;
      return run(this.primary);
    }
    try {
      const result = await run(this.replica);
      this.counts.replica++;
      if (this.down) {
        this.down = false;
        this.log('read replica answers again: reads go to it', {});
      }
      return result;
    } catch (err) {
      if (!replicaUnavailable(err)) throw err;
      this.downUntil = this.now() + REPLICA_RETRY_MS;
      if (!this.down) {
        this.down = true;
        this.log('read replica unavailable: reading from the primary', {
          error: (err as { code?: string; message?: string }).code ?? (err as Error).message,
          retryInMs: REPLICA_RETRY_MS,
        });
      }
      this.counts.fallback++;
      return run(this.primary);
    }
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
