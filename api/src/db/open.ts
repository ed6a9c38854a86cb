import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';
import type { Db } from './types.js';
import { SqliteDb } from './sqlite.js';
import { PostgresDb } from './postgres.js';
import { migrate } from './migrate.js';

/** Opens SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set, and migrates. */
export async function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'sqliteSynchronous'>): Promise<Db> {
  let db: Db;
  if (config.databaseUrl && /^postgres(ql)?:\/\//i.test(config.databaseUrl)) {
    const schema = config.databaseSchema;
    if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error('DATABASE_SCHEMA must be a lower-case identifier');
    db = new PostgresDb(config.databaseUrl, schema);
    if (schema) await db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    db = new SqliteDb(path.join(config.dataDir, 'observatory.sqlite'), config.sqliteSynchronous);
  }
  await migrate(db);
  return db;
}
