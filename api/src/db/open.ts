import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from './types.js';
import { SqliteDb } from './sqlite.js';
import { PostgresDb } from './postgres.js';
import type { DbLog } from './replica.js';
import { migrate } from './migrate.js';

export type DbConfig = Pick<
  Config,
  | 'dataDir'
  | 'databaseUrl'
  | 'databaseSchema'
  | 'sqliteSynchronous'
  | 'databaseReplicaUrl'
  | 'databasePoolMode'
  | 'databasePreparedStatements'
>;

/** Opens SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set, and migrates. */
export async function openDb(config: DbConfig, log?: DbLog): Promise<Db> {
  let db: Db;
  if (config.databaseUrl && /^postgres(ql)?:\/\//i.test(config.databaseUrl)) {
    const schema = config.databaseSchema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DATABASE_SCHEMA must be a lower-case identifier');
    const pooled = config.databasePoolMode === 'transaction';
    const pgDb = new PostgresDb({
      url: config.databaseUrl,
      // A pooler in transaction mode refuses (or would not keep) a session's search_path: there the
      // schema comes from the pooler or the role, and is checked below.
      schema: pooled ? undefined : schema,
      replicaUrl: config.databaseReplicaUrl,
      preparedStatements: config.databasePreparedStatements,
      ...(log ? { log } : {}),
    });
    db = pgDb;
    if (schema) await db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    if (pooled) await pgDb.checkSchema(schema ?? 'public');
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    db = new SqliteDb(path.join(config.dataDir, 'observatory.sqlite'), config.sqliteSynchronous);
  }
  await migrate(db);
  return db;
}
