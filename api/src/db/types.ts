/** A value bound to a statement parameter. Booleans are stored as 0/1 in both dialects; a Buffer is a BLOB / BYTEA. */
export type SqlValue = string | number | boolean | null | Buffer;

export type Dialect = 'sqlite' | 'postgres';

/** The operations every query in the app uses. SQL is written once, with `?` placeholders. */
export interface Queryable {
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
  /** Runs an INSERT ... RETURNING id and gives the id. */
  insert(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

export interface Db extends Queryable {
  readonly dialect: Dialect;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs DDL (several statements allowed). Only migrations use it. */
  exec(sql: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Runs fn while holding a lock that other processes on the same database wait for (PostgreSQL:
   * a session advisory lock on a connection kept for the purpose; SQLite: one process only).
   */
  exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /** What the connections are doing now, and counts since start (read by GET /metrics). */
  stats(): DbStats;
  close(): Promise<void>;
}

/**
 * Connection use, the same shape for both databases. PostgreSQL: the pool (`max` connections).
 * SQLite: its one connection; `busy` while a write batch runs, `waiting` the write transactions
 * queued for the next batch (reads never queue: they run at once on the connection).
 */
export interface DbStats {
  max: number;
  busy: number;
  idle: number;
  waiting: number;
  /** SQLite's group commit since start: transactions, the batches that committed them, and the log syncs acknowledging them. */
  writes?: { transactions: number; batches: number; syncs: number; syncSeconds: number };
}

export function toParam(v: SqlValue): string | number | null | Buffer {
  if (v === true) return 1;
  if (v === false) return 0;
  return v;
}
