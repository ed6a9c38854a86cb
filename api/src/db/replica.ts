import type pg from 'pg';
import type { ReadPath, ReadQueryable, SqlParam } from './types.js';

/** A warning the query layer reports (the server passes its logger). */
export type DbLog = (msg: string, fields: Record<string, unknown>) => void;

/**
 * PostgreSQL's change stamp (see Db.changeStamp): the server's current snapshot. A standby has one
 * too, built from what it has replayed, so it moves as the replica catches up.
 */
export const CHANGE_STAMP_SQL = 'SELECT CAST(pg_current_snapshot() AS TEXT) AS s';

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
export class ReplicaReads implements ReadPath {
  /** Reads the replica answered, and reads that went to the primary instead (tests and metrics). */
  readonly counts = { replica: 0, fallback: 0 };
  /** Moves between the replica and the primary so far (see ReadPath.moves). */
  moves = 0;
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

  /**
   * The stamp of the server that answers, marked with which one it is: a stamp read on the
   * primary never equals one read on the replica, so a result kept with one is not taken for
   * current by the other (the primary may be ahead of the replica).
   */
  changeStamp(): Promise<string> {
    return this.read(async (q, on) => `${on}:${(await q.get<{ s: string }>(CHANGE_STAMP_SQL))?.s ?? ''}`);
  }

  private async read<T>(run: (q: ReadQueryable, on: 'replica' | 'primary') => Promise<T>): Promise<T> {
    if (this.down && this.now() < this.downUntil) {
      this.counts.fallback++;
      return run(this.primary, 'primary');
    }
    try {
      const result = await run(this.replica, 'replica');
      this.counts.replica++;
      if (this.down) {
        this.down = false;
        this.moves++;
        this.log('read replica answers again: reads go to it', {});
      }
      return result;
    } catch (err) {
      if (!replicaUnavailable(err)) throw err;
      this.downUntil = this.now() + REPLICA_RETRY_MS;
      if (!this.down) {
        this.down = true;
        this.moves++;
        this.log('read replica unavailable: reading from the primary', {
          error: (err as { code?: string; message?: string }).code ?? (err as Error).message,
          retryInMs: REPLICA_RETRY_MS,
        });
      }
      this.counts.fallback++;
      return run(this.primary, 'primary');
    }
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => undefined);
  }
}
