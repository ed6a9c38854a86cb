import pg from 'pg';
import type { Db, DbStats, Queryable, SqlValue } from './types.js';
import { toParam } from './types.js';

// COUNT(*) and SUM() are bigint in PostgreSQL; our counts fit in a double, and the API speaks numbers.
pg.types.setTypeParser(20, (v: string) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v: string) => Number.parseFloat(v));

/** Rewrites `?` placeholders to `$1..$n`. Our SQL never has `?` inside string literals. */
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

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  const q = async (sql: string, params: readonly SqlValue[] = []) => {
    const name = statementName(sql);
    const text = toPgSql(sql);
    const values = params.map(toParam);
    return name ? client.query({ name, text, values }) : client.query(text, values);
  };
  return {
    all: async <T>(sql: string, params?: readonly SqlValue[]) => (await q(sql, params)).rows as T[],
    get: async <T>(sql: string, params?: readonly SqlValue[]) => (await q(sql, params)).rows[0] as T | undefined,
    run: async (sql: string, params?: readonly SqlValue[]) => ({ changes: (await q(sql, params)).rowCount ?? 0 }),
    insert: async (sql: string, params?: readonly SqlValue[]) => {
      const row = (await q(sql, params)).rows[0] as { id: number } | undefined;
      if (!row) throw new Error('insert returned no id');
      return Number(row.id);
    },
  };
}

/** Connections per instance. */
const POOL_SIZE = 10;

export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly pool: pg.Pool;
  private readonly q: Queryable;

  constructor(url: string, schema?: string) {
    const options: pg.PoolConfig = { connectionString: url, max: POOL_SIZE };
    if (schema) options.options = `-c search_path=${schema}`;
    this.pool = new pg.Pool(options);
    // An idle client that errors (server restart) must not crash the process.
    this.pool.on('error', () => undefined);
    this.q = wrap(this.pool);
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.q.all<T>(sql, params);
  }
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.q.get<T>(sql, params);
  }
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }> {
    return this.q.run(sql, params);
  }
  insert(sql: string, params?: readonly SqlValue[]): Promise<number> {
    return this.q.insert(sql, params);
  }

  async tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async exclusive<T>(lockId: number, fn: () => Promise<T>): Promise<T> {
    // The lock belongs to one session: take and release it on the same connection.
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [lockId]);
      try {
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
      }
    } finally {
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  stats(): DbStats {
    const { totalCount, idleCount, waitingCount } = this.pool;
    return { max: POOL_SIZE, busy: totalCount - idleCount, idle: idleCount, waiting: waitingCount };
  }

  private closed = false;

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
