import fs from 'node:fs';
import path from 'node:path';
import { Sqlite, type BetterSqlite3 as Database } from './sqlite-driver.js';
import type { Db, DbStats, Queryable, ReadPath, SqlParam, SqlValue } from './types.js';
import { toParam } from './types.js';

/** SQLite binds scalars only: an array parameter is a PostgreSQL-only statement run on the wrong database. */
function sqliteParam(v: SqlParam): string | number | null | Buffer {
  if (Array.isArray(v)) throw new Error('SQLite has no array parameters (a PostgreSQL-only statement)');
  return toParam(v as SqlValue);
}

type Stmt = Database.Statement<unknown[], unknown>;

interface Job {
  fn: (q: Queryable) => Promise<unknown>;
  resolve: (v: unknown) => void;
  reject: (e: unknown) => void;
}

/**
 * SQLite through better-sqlite3 (synchronous, one connection).
 *
 * Writes go through `tx()`, and transactions are group-committed: jobs that arrive while
 * a batch is running wait, then run together, each inside its own SAVEPOINT (a failing job
 * rolls back alone), and the batch ends with one COMMIT. Plain writes outside tx() are batched
 * the same way; reads run at once on the connection.
 *
 * Durability (`FULL`, the default): no job is acknowledged before the write-ahead log that
 * holds its COMMIT is on disk. SQLite's own synchronous=FULL would fsync inside COMMIT, on the
 * event loop: every request waits while the disk syncs (on a busy machine, most of the time
 * went there). Instead SQLite runs with synchronous=NORMAL (the log reaches the OS at COMMIT;
 * SQLite itself syncs it before each checkpoint) and this class fdatasyncs the log file in
 * libuv's thread pool after each COMMIT, acknowledging the batch when that sync returns;
 * meanwhile the event loop reads, validates and runs the next batch. Syncs are coalesced: one
 * covers every batch committed before it started. A reader may see a batch during its sync;
 * a power loss in that window loses only writes nobody was told were saved.
 * `NORMAL`: acknowledged at COMMIT (safe against a crash of the process, not of the machine).
 */
export class SqliteDb implements Db {
  readonly dialect = 'sqlite' as const;
  private readonly conn: Database.Database;
  private readonly cache = new Map<string, Stmt>();
  private pending: Job[] = [];
  private draining = false;
  private scheduled = false;
  private static readonly MAX_BATCH = 128;
  private readonly control: Record<'begin' | 'commit' | 'rollback' | 'savepoint' | 'release' | 'rollbackTo', Stmt>;
  private readonly walFile: string;
  private walFd: number | undefined;
  private syncing = false;
  private syncWaiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  /** Counts since start, for stats(). */
  private readonly counts = { transactions: 0, batches: 0, syncs: 0, syncSeconds: 0 };
  /** Transactions ended (committed or rolled back) on this connection: see changeStamp. */
  private ended = 0;

  constructor(
    file: string,
    private readonly synchronous: 'FULL' | 'NORMAL',
  ) {
    this.conn = new Sqlite(file);
    this.conn.pragma('journal_mode = WAL');
    this.conn.pragma('synchronous = NORMAL');
    this.conn.pragma('foreign_keys = ON');
    this.conn.pragma('busy_timeout = 5000');
    this.conn.pragma('cache_size = -65536');
    // Savepoint and statement journals, sorters and temporary tables in memory, not in files: each
    // job of a group commit runs in its own SAVEPOINT, and once a batch's journal passed SQLite's
    // 64 KiB spill line it became a file in /var/tmp (created, written, unlinked: filesystem
    // metadata in every such batch). Writing audit events crossed that line every few batches.
    this.conn.pragma('temp_store = MEMORY');
    this.walFile = `${file}-wal`;
    // Transaction control runs a few times per batch: prepared once, not parsed every time.
    this.control = {
      begin: this.conn.prepare('BEGIN IMMEDIATE'),
      commit: this.conn.prepare('COMMIT'),
      rollback: this.conn.prepare('ROLLBACK'),
      savepoint: this.conn.prepare('SAVEPOINT job'),
      release: this.conn.prepare('RELEASE job'),
      rollbackTo: this.conn.prepare('ROLLBACK TO job'),
    };
  }

  /** Resolves once everything committed so far is on disk (FULL); at once with NORMAL. */
  private durable(): Promise<void> {
    if (this.synchronous === 'NORMAL') return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.syncWaiters.push({ resolve, reject });
      if (!this.syncing) this.startSync();
    });
  }

  private startSync(): void {
    const waiters = this.syncWaiters;
    this.syncWaiters = [];
    this.syncing = true;
    const started = process.hrtime.bigint();
    const done = (err: unknown) => {
      this.syncing = false;
      this.counts.syncs++;
      this.counts.syncSeconds += Number(process.hrtime.bigint() - started) / 1e9;
      for (const w of waiters) {
        if (err) w.reject(err);
        else w.resolve();
      }
      if (this.syncWaiters.length > 0) this.startSync();
    };
    try {
      if (this.walFd === undefined) {
        // The log exists once a transaction has committed; its directory entry is synced once.
        this.walFd = fs.openSync(this.walFile, 'r');
        const dir = fs.openSync(path.dirname(this.walFile), 'r');
        try {
          fs.fsyncSync(dir);
        } finally {
          fs.closeSync(dir);
        }
      }
      fs.fdatasync(this.walFd, done);
    } catch (err) {
      done(err);
    }
  }

  private stmt(sql: string): Stmt {
    let s = this.cache.get(sql);
    if (!s) {
      s = this.conn.prepare(sql);
      this.cache.set(sql, s);
    }
    return s;
  }

  private direct: Queryable = {
    all: async <T>(sql: string, params: readonly SqlParam[] = []) => this.stmt(sql).all(...params.map(sqliteParam)) as T[],
    get: async <T>(sql: string, params: readonly SqlParam[] = []) => this.stmt(sql).get(...params.map(sqliteParam)) as T | undefined,
    run: async (sql: string, params: readonly SqlParam[] = []) => {
      const r = this.stmt(sql).run(...params.map(sqliteParam));
      return { changes: r.changes };
    },
    insert: async (sql: string, params: readonly SqlParam[] = []) => {
      const row = this.stmt(sql).get(...params.map(sqliteParam)) as { id: number } | undefined;
      if (!row) throw new Error('insert returned no id');
      return Number(row.id);
    },
  };

  /** One process, one file: heavy reads run here like every other read. */
  readonly replica: ReadPath = {
    all: (sql, params) => this.direct.all(sql, params),
    get: (sql, params) => this.direct.get(sql, params),
    changeStamp: () => this.changeStamp(),
    moves: 0,
  };

  all<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
    return this.direct.all<T>(sql, params);
  }
  get<T>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
    return this.direct.get<T>(sql, params);
  }
  run(sql: string, params?: readonly SqlParam[]): Promise<{ changes: number }> {
    return this.tx((q) => q.run(sql, params));
  }
  insert(sql: string, params?: readonly SqlParam[]): Promise<number> {
    return this.tx((q) => q.insert(sql, params));
  }

  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.pending.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      // Start on the next turn of the event loop, not now: requests already read from their
      // sockets get to queue their transactions first, and they all share the next COMMIT.
      if (!this.draining && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.drain();
        });
      }
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, SqliteDb.MAX_BATCH);
        const outcomes: { ok: boolean; value: unknown }[] = [];
        try {
          this.control.begin.run();
        } catch (err) {
          for (const job of batch) job.reject(err);
          continue;
        }
        for (const job of batch) {
          this.control.savepoint.run();
          try {
            const value = await job.fn(this.direct);
            this.control.release.run();
            outcomes.push({ ok: true, value });
          } catch (err) {
            if (this.conn.inTransaction) {
              this.control.rollbackTo.run();
              this.control.release.run();
            }
            outcomes.push({ ok: false, value: err });
          }
        }
        try {
          this.control.commit.run();
        } catch (err) {
          if (this.conn.inTransaction) this.control.rollback.run();
          for (const job of batch) job.reject(err);
          continue;
        } finally {
          this.ended++;
        }
        this.counts.batches++;
        this.counts.transactions += batch.length;
        // Acknowledged once the log is on disk; the next batch does not wait for that.
        this.durable().then(
          () =>
            batch.forEach((job, i) => {
              const o = outcomes[i];
              if (o?.ok) job.resolve(o.value);
              else job.reject(o?.value);
            }),
          (err: unknown) => {
            for (const job of batch) job.reject(err);
          },
        );
        // Let replies go out and new requests queue up before the next batch.
        if (this.pending.length > 0) await new Promise((r) => setImmediate(r));
      }
    } finally {
      this.draining = false;
    }
  }

  async exec(sql: string): Promise<void> {
    this.conn.exec(sql);
    this.ended++;
  }

  /**
   * Reads on this connection also see a batch under way (its jobs await between statements), so
   * the stamp moves when a batch ends, committed or not, not when its rows are written: a result
   * computed during a batch is recomputed once the batch is over. `data_version` covers writes
   * by another process (seeding from the command line).
   */
  async changeStamp(): Promise<string> {
    return `${this.ended}:${String(this.conn.pragma('data_version', { simple: true }))}`;
  }

  /** One process owns the SQLite file: nothing else to wait for. */
  exclusive<T>(_lockId: number, fn: () => Promise<T>): Promise<T> {
    return fn();
  }

  async ping(): Promise<void> {
    this.conn.prepare('SELECT 1').get();
  }

  stats(): DbStats {
    const busy = this.draining ? 1 : 0;
    return { max: 1, busy, idle: 1 - busy, waiting: this.pending.length, writes: { ...this.counts } };
  }

  async close(): Promise<void> {
    // Writes still waiting for their sync are answered first.
    if (this.syncing || this.syncWaiters.length > 0) await this.durable();
    if (this.walFd !== undefined) fs.closeSync(this.walFd);
    this.walFd = undefined;
    if (this.conn.open) this.conn.close();
  }

  /** Bulk loading for seeds: a synchronous transaction, far faster than the async path. */
  bulk(fn: (run: (sql: string, params: readonly SqlValue[]) => void) => void): void {
    const runner = (sql: string, params: readonly SqlValue[]) => {
      this.stmt(sql).run(...params.map(toParam));
    };
    try {
      this.conn.transaction(() => fn(runner))();
    } finally {
      this.ended++;
    }
  }

  integrityCheck(): string {
    const row = this.conn.prepare('PRAGMA integrity_check').get() as Record<string, string>;
    return Object.values(row)[0] ?? '';
  }

  /** Test helper: the query plan of one of our own statements (never input). */
  explain(sql: string, params: readonly SqlValue[]): string[] {
    const rows = this.conn.prepare('EXPLAIN QUERY PLAN ' + sql).all(...params.map(toParam)) as { detail: string }[];
    return rows.map((r) => r.detail);
  }
}
