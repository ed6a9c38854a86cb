/** A value bound to a statement parameter. Booleans are stored as 0/1 in both dialects; a Buffer is a BLOB / BYTEA. */
export type SqlValue = string | number | boolean | null | Buffer;

/**
 * PostgreSQL only: a whole array bound to one parameter (`= ANY(?)`, `unnest(?::int[])`), so one
 * statement text serves any number of rows. SQLite has no arrays and refuses one.
 */
type SqlArray = readonly (string | number | null)[];

export type SqlParam = SqlValue | SqlArray;

export type Dialect = 'sqlite' | 'postgres';

/** Reads only: what the read replica path offers (see `Db.replica`). */
export interface ReadQueryable {
  all<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  get<T>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined>;
}

/**
 * The read path (`Db.replica`): reads, plus the change stamp of the server that answers them, so
 * a result kept by its stamp (result reuse, the map's snapshots) compares it with the data it was
 * computed from, never with a server that is ahead of that data.
 */
export interface ReadPath extends ReadQueryable {
  /** `Db.changeStamp` of the server this path reads from now (the replica, or the primary while it stands in). */
  changeStamp(): Promise<string>;
  /**
   * Counts the moves between the replica and the primary (0 without a replica). A result whose
   * reads spanned a move may hold data older than the stamp read before it: it is not kept.
   */
  readonly moves: number;
}

/** The operations every query in the app uses. SQL is written once, with `?` placeholders. */
export interface Queryable extends ReadQueryable {
  run(sql: string, params?: readonly SqlParam[]): Promise<{ changes: number }>;
  /** Runs an INSERT ... RETURNING id and gives the id. */
  insert(sql: string, params?: readonly SqlParam[]): Promise<number>;
}

export interface Db extends Queryable {
  readonly dialect: Dialect;
  /**
   * The read path for heavy reads that may be a moment behind the primary: statistics, exports,
   * the map, anomaly queries. With DATABASE_REPLICA_URL (PostgreSQL) they run on a streaming
   * replica and fall back to the primary, with a log line, while the replica cannot answer; without
   * it, this is the database itself. Never use it to read back what the same flow just wrote (a
   * saved form, a follow-up change): a replica may not have replayed it yet.
   */
  readonly replica: ReadPath;
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs DDL (several statements allowed). Only migrations use it. */
  exec(sql: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * A value that differs whenever data may have changed since it was read (any committed or
   * rolled-back write, by any process): cached results compare it to tell whether they still
   * hold. Reading it is cheap (no table is read).
   */
  changeStamp(): Promise<string>;
  /**
   * Runs fn while holding a lock that other processes on the same database wait for (PostgreSQL:
   * a transaction-level advisory lock held by a transaction kept open for the purpose, which also
   * works through a pooler in transaction mode; SQLite: one process only).
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
