import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiRoot } from '../../src/config.js';
import { freePort } from './processes.js';

const run = promisify(execFile);
const SCRIPT = path.join(apiRoot, 'scripts', 'pg-test-cluster.mjs');

/** A throwaway PostgreSQL server on loopback (scripts/pg-test-cluster.mjs), owned by one test. */
export interface Cluster {
  url: string;
  port: number;
  /** Stops it at once, keeping its data (a crash). */
  halt(): Promise<void>;
  /** Starts a halted one again. */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  stop(): Promise<void>;
}

async function cluster(action: 'start' | 'replica', extra: Record<string, string> = {}): Promise<Cluster> {
  const port = await freePort();
  const env = {
    ...process.env,
    ...extra,
    PG_TEST_PORT: String(port),
    PG_TEST_DIR: path.join(os.tmpdir(), `obs-pg-${action}-${crypto.randomBytes(4).toString('hex')}`),
    PG_TEST_DURABLE: '',
  };
  const script = (a: string) => run(process.execPath, [SCRIPT, a], { env });
  const started = await script(action);
  return {
    url: started.stdout.trim().split('\n').pop() ?? '',
    port,
    halt: async () => void (await script('halt')),
    restart: async () => void (await script('restart')),
    stop: async () => void (await script('stop')),
  };
}

/** A primary and a streaming replica of it (pg_basebackup), both on loopback. */
export async function startPrimaryAndReplica(): Promise<{ primary: Cluster; replica: Cluster }> {
  const primary = await cluster('start');
  try {
    const replica = await cluster('replica', { PG_TEST_PRIMARY_PORT: String(primary.port) });
    return { primary, replica };
  } catch (err) {
    await primary.stop();
    throw err;
  }
}
