import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDb } from './db/open.js';
import { TokenService, loadOrCreateSecret } from './auth/jwt.js';
import { PasswordHasher, PRODUCTION_HASH_PARAMS, type HashParams } from './auth/passwords.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './auth/throttle.js';
import { FileStore } from './storage/files.js';
import { RecordingSender } from './notify/sender.js';
import { buildApp } from './app.js';
import { seedIfEmpty } from './seed/index.js';
import { recomputeCounts } from './services/counts.js';

export interface StartOptions {
  /** Test-only: cheaper argon2 parameters. Production code never passes this. */
  hashParams?: HashParams;
  throttle?: Partial<ThrottleOptions>;
  logStream?: Writable;
  now?: () => number;
}

export interface Running {
  app: FastifyInstance;
  ctx: AppContext;
  seeded: string;
}

/** Opens the database, migrates, seeds an empty database, and builds the app (not listening yet). */
export async function createServer(config: Config, opts: StartOptions = {}): Promise<Running> {
  const db = await openDb(config);
  const secret = loadOrCreateSecret(config.dataDir);
  const hasher = new PasswordHasher(opts.hashParams ?? PRODUCTION_HASH_PARAMS);
  const ctx: AppContext = {
    config,
    db,
    hasher,
    tokens: new TokenService(secret, config.jwtTtlSeconds, opts.now),
    throttle: new LoginThrottle({ ...DEFAULT_THROTTLE, ipAttempts: config.loginIpLimitPerMinute, ...opts.throttle }),
    files: new FileStore(config.dataDir, secret, config.publicUrl),
    sender: new RecordingSender(),
  };
  let seeded: string;
  try {
    seeded = await seedIfEmpty(db, hasher, ctx.files, config.seed);
    // Running totals are rebuilt from the rows at every start, so they can never drift for long.
    await db.tx((q) => recomputeCounts(q));
  } catch (err) {
    await db.close();
    throw err;
  }
  const app = await buildApp(ctx, opts.logStream ? { logStream: opts.logStream } : {});
  app.addHook('onClose', async () => {
    await db.close();
  });
  return { app, ctx, seeded };
}
