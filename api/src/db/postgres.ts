import pg from 'pg';
import type { Db, DbStats, Queryable, ReadPath, SqlParam } from './types.js';
import { toParam } from './types.js';
import { CHANGE_STAMP_SQL, ReplicaReads, type DbLog } from './replica.js';
import { isRetryableConflict } from './errors.js';

// COUNT(*) and SUM() are bigint in PostgreSQL; our counts fit in a double, and the API speaks numbers.
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v));

/**
 * Rewrites `?` placeholders to `$1..$n`. Our SQL never has `?` inside string literals. A
 * PostgreSQL-only statement may number its parameters itself (`$1`, used several times): it
 * then has no `?` and passes unchanged.
 */
function toPgSql(sql: string): string {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
}

/**
 * Our statements are a fixed set of texts run again and again: each connection prepares a
 * statement once (named by its text) and then only binds and executes it, instead of parsing
 * and planning it on every call. Only plain DML and queries are named (never DDL).
 */
const names = new Map<string, string>();
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (name === undefined) {
    name = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\b/i.test(sql) && names.size < 5000 ? `s${names.size + 1}` : '';
    names.set(sql, name);
  }
  return name === '' ? undefined : name;
}

const pgParam = (v: SqlParam) => (Array.isArray(v) ? v : toParam(v as Exclude<SqlParam, readonly unknown[]>));

function wrap(client: pg.Pool | pg.PoolClient, named: boolean): Queryable {
  const q = async (sql: string, params: readonly SqlParam[] = []) => {
    const name = named ? statementName(sql) : undefined;
    const text = toPgSql(sql);
    const values = params.map(pgParam);
    return name ? client.query({ name, text, values }) : client.query(text, values);
  };
  return {
    all: async <T>(sql: string, params?: readonly SqlParam[]) => (await q(sql, params)).rows as T[],
    get: async <T>(sql: string, params?: readonly SqlParam[]) => (await q(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params?: readonly SqlParam[]) => ({ changes: (await q(sql, params)).rowCount ?? 0 }),
    insert: async (sql: string, params?: readonly SqlParam[]) => {
      const row = (await q(sql, params)).rows[0] as { id: number } | undefined;
      if (!row) throw new Error('insert returned no id');
      return Number(row.id);
    },
  };
}

/** Connections per instance (and per replica pool). */
const POOL_SIZE = 10;

/** Tries of a transaction PostgreSQL aborts because of a concurrent one (see tx). */
const TX_ATTEMPTS = 4;

export interface PostgresOptions {
  url: string;
  /** Schema to use (search_path); default the server's (public). */
  schema?: string | undefined;
  /**
   * Named (prepared) statements: on by default. Off behind a pooler in transaction mode that
   * does not track them (PgBouncer before 1.21): a statement prepared on one server connection
   * would be executed on another. Every statement is then parsed and planned on each call.
   */
  preparedStatements?: boolean;
  /** A streaming replica for `replica` reads (DATABASE_REPLICA_URL). */
  replicaUrl?: string | undefined;
  /** Where the replica path reports that it fell back to the primary, and that the replica is back. */
  log?: DbLog;
}

/** Pool options shared by the primary's and the replica's pools. */
function poolOptions(url: string, schema: string | undefined, extra: pg.PoolConfig = {}): pg.PoolConfig {
  return { connectionString: url, max: POOL_SIZE, ...(schema ? { options: `-c search_path=${schema}` } : {}), ...extra };
}

export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;
  readonly replica: ReadPath;
  private readonly q: Queryable;
  private readonly named: boolean;
  private readonly replicaReads: ReplicaReads | undefined;
  private readonly log: DbLog;

  constructor(options: PostgresOptions) {
    this.named = options.preparedStatements !== false;
    this.log = options.log ?? (() => undefined);
    this.pool = new pg.Pool(poolOptions(options.url, options.schema));
    // An idle client that errors (server restart) must not crash the process.
    this.pool.on('error', () => undefined);
    this.q = wrap(this.pool, this.named);
    if (options.replicaUrl) {
      const replicaPool = new pg.Pool(
        // A replica that does not answer must not hold a request up for long: the read goes to the primary.
        poolOptions(options.replicaUrl, options.schema, { connectionTimeoutMillis: 2000 }),
      );
      replicaPool.on('error', () => undefined);
      this.replicaReads = new ReplicaReads(replicaPool, wrap(replicaPool, this.named), this.q, options.log ?? (() => undefined));
      this.replica = this.replicaReads;
    } else {
      this.replica = {
        all: (sql, params) => this.q.all(sql, params),
        get: (sql, params) => this.q.get(sql, params),
        changeStamp: () => this.changeStamp(),
        moves: 0,
      };
    }
  }

  all<T>(sql: string, params?: readonly SqlParam[]): Promise<T[]> {
    return this.q.all<T>(sql, params);
  }
  get<T>(sql: string, params?: readonly SqlParam[]): Promise<T | undefined> {
    return this.q.get<T>(sql, params);
  }
  run(sql: string, params?: readonly SqlParam[]): Promise<{ changes: number }> {
    return this.q.run(sql, params);
  }
  insert(sql: string, params?: readonly SqlParam[]): Promise<number> {
    return this.q.insert(sql, params);
  }

  /**
   * Runs fn in a transaction. One that PostgreSQL aborts because of another transaction (a
   * deadlock, a serialization failure: two instances, or two requests, writing the same rows in
   * another order) kept nothing, so it is run again, up to TX_ATTEMPTS times, after a short random
   * pause; fn must therefore do nothing but queries. Still failing, the error goes on (a 503).
   */
  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.txOnce(fn);
      } catch (err) {
        if (attempt >= TX_ATTEMPTS || !isRetryableConflict(err)) throw err;
        this.log('transaction aborted by a concurrent one, run again', {
          code: (err as { code?: string }).code,
          reason: (err as Error).message,
          attempt,
        });
        await new Promise((r) => setTimeout(r, attempt * (10 + Math.random() * 40)));
      }
    }
  }

  private async txOnce<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // A connection lost mid-transaction (a terminated backend, a server restart) is also reported
    // as an 'error' event on the checked-out client: unheard, it would end the process.
    const lost = () => undefined;
    client.on('error', lost);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client, this.named));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch((rollbackErr: Error) => {
        broken = rollbackErr;
      });
      throw err;
    } finally {
      client.off('error', lost);
      // A client that cannot even roll back is dropped from the pool, not lent again.
      client.release(broken);
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T> {
    // A transaction-level lock, held by a transaction that stays open while fn runs on other
    // connections: a pooler in transaction mode keeps one server connection for a transaction,
    // whereas a session lock could be taken on one server connection and released on another.
    const client = await this.pool.connect();
    const lost = () => undefined;
    client.on('error', lost);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [lockId]);
      try {
        return await fn();
      } finally {
        await client.query('COMMIT').catch((commitErr: Error) => {
          broken = commitErr;
        });
      }
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }

  /**
   * Behind a pooler the schema is not ours to set: refuse to run in another one than DATABASE_SCHEMA
   * (tables would be created and read elsewhere).
   */
  async checkSchema(expected: string): Promise<void> {
    const row = await this.q.get<{ schema: string | null }>('SELECT current_schema() AS schema');
    if (row?.schema !== expected) {
      await this.close();
      throw new Error(
        `The pooler's connections work in schema "${row?.schema ?? '(none)'}", not "${expected}": set the search_path on the pooler's database entry or on the role (ALTER ROLE … SET search_path = ${expected}), or DATABASE_SCHEMA to match.`,
      );
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  stats(): DbStats {
    const { totalCount, idleCount, waitingCount } = this.pool;
    return { max: POOL_SIZE, busy: totalCount - idleCount, idle: idleCount, waiting: waitingCount };
  }

  /**
   * The cluster's current snapshot (`xmin:xmax:running xids`): any write takes a transaction id,
   * which moves `xmax`, and its end leaves the running list, so the text differs after every
   * write by any instance; read-only work leaves it alone. One round trip, no table read.
   */
  async changeStamp(): Promise<string> {
    const row = await this.q.get<{ s: string }>(CHANGE_STAMP_SQL);
    return row?.s ?? '';
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.replicaReads?.close();
    await this.pool.end();
  }
}
