import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiRoot } from '../../src/config.js';
import { freePort } from './processes.js';

const run = promisify(execFile);
const SCRIPT = path.join(apiRoot, 'scripts', 'pgbouncer.mjs');

export interface Pooler {
  /** The pooler's URL, to use as DATABASE_URL. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PgBouncer in transaction pooling mode in front of the test database
 * (scripts/pgbouncer.mjs), whose server connections work in `schema`.
 */
export async function startPgBouncer(databaseUrl: string, schema: string): Promise<Pooler> {
  const env = {
    ...process.env,
    PGBOUNCER_UPSTREAM: databaseUrl,
    PGBOUNCER_PORT: String(await freePort()),
    PGBOUNCER_DIR: path.join(os.tmpdir(), `obs-pgbouncer-${crypto.randomBytes(4).toString('hex')}`),
    PGBOUNCER_SEARCH_PATH: schema,
  };
  const started = await run(process.execPath, [SCRIPT, 'start'], { env }).catch((err: { stderr?: string; message: string }) => {
    throw new Error(`PgBouncer did not start (apt-get install pgbouncer): ${err.stderr ?? err.message}`);
  });
  const url = started.stdout.trim().split('\n').pop() ?? '';
  return {
    url,
    stop: async () => {
      await run(process.execPath, [SCRIPT, 'stop'], { env });
    },
  };
}
