import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ConfigError, type Config } from './config.js';
import type { AppContext } from './context.js';
import { openDb } from './db/open.js';
import { TokenService, keyCheck, loadOrCreateSecret } from './auth/jwt.js';
import { InstanceRegistry } from './auth/instances.js';
import { PasswordHasher, PRODUCTION_HASH_PARAMS, type HashParams } from './auth/passwords.js';
import { DEFAULT_THROTTLE, LoginThrottle, type ThrottleOptions } from './auth/throttle.js';
import { DatabaseBlobs, DiskBlobs, FileStore } from './storage/files.js';
import { invalidateQuestions } from './services/question-cache.js';
import { listenForChanges } from './db/changes.js';
import { forgetObservers } from './auth/observer-ids.js';
import { RecordingSender, type PushSender } from './notify/sender.js';
import { FcmSender } from './notify/fcm.js';
import { DeliveryWorker } from './notify/worker.js';
import { outboxDepth } from './notify/outbox.js';
import { Metrics } from './metrics/metrics.js';
import { buildApp } from './app.js';
import { seedIfEmpty } from './seed/index.js';
import { STARTUP_LOCK } from './db/migrate.js';
import { recomputeCounts } from './services/counts.js';
import { startAuditIndexer } from './services/audit-index.js';
import { startAuditRetention } from './services/audit-retention.js';
import { loadBoundaries } from './services/map-boundaries.js';

export interface StartOptions {
  /** Test-only: cheaper argon2 parameters. Production code never passes this. */
  hashParams?: HashParams;
  throttle?: Partial<ThrottleOptions>;
  logStream?: Writable;
  now?: () => number;
  /** Tests: check every JSON answer against its documented schema. */
  checkResponses?: boolean;
}

export interface Running {
  app: FastifyInstance;
  ctx: AppContext;
  seeded: string;
}

/**
 * The key that signs tokens and attachment links. Several instances must share it, so with
 * PostgreSQL (the database that lets several instances run) it must come from JWT_SECRET; the
 * server refuses to start without it rather than sign with a key no other instance knows.
 * With SQLite (one instance by construction) the key generated into DATA_DIR is the default.
 */
export function signingSecret(config: Pick<Config, 'jwtSecret' | 'databaseUrl' | 'dataDir'>): Buffer {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.databaseUrl) {
    throw new ConfigError(
      'JWT_SECRET is required with DATABASE_URL: every API instance on the database must sign with the same key (at least 32 characters, e.g. openssl rand -base64 48).',
    );
  }
  return loadOrCreateSecret(config.dataDir);
}

/** FCM when FCM_SERVICE_ACCOUNT is set, otherwise the recording sender. */
function pushSender(config: Config): PushSender {
  if (!config.fcmServiceAccount) return new RecordingSender();
  return new FcmSender({
    serviceAccountPath: config.fcmServiceAccount,
    endpoint: config.fcmEndpoint,
    tokenUrl: config.fcmTokenUrl,
    timeoutMs: config.pushTimeoutSeconds * 1000,
  });
}

/** Opens the database, migrates, seeds an empty database, and builds the app (not listening yet). */
export async function createServer(config: Config, opts: StartOptions = {}): Promise<Running> {
  const secret = signingSecret(config);
  const mapBoundaries = loadBoundaries(config.mapBoundaries);
  const sender = pushSender(config);
  // The query layer reports a replica falling back to the primary (and coming back) in the app's log.
  const logTo: { log?: FastifyBaseLogger } = {};
  const db = await openDb(config, (msg, fields) => logTo.log?.warn(fields, msg));
  const stops: (() => Promise<void>)[] = [];
  const hasher = new PasswordHasher(opts.hashParams ?? PRODUCTION_HASH_PARAMS);
  const ctx: AppContext = {
    config,
    db,
    hasher,
    tokens: new TokenService(secret, config.jwtTtlSeconds, opts.now),
    throttle: new LoginThrottle(db, {
      ...DEFAULT_THROTTLE,
      addressFailures: config.loginAddressFailureLimit,
      addressWindowMs: config.loginAddressWindowMinutes * 60_000,
      ...opts.throttle,
    }),
    files: new FileStore(
      config.attachmentStorage === 'database' ? new DatabaseBlobs(db) : new DiskBlobs(config.dataDir),
      secret,
      config.publicUrl,
    ),
    sender,
    metrics: new Metrics(db, config.metricsToken !== undefined),
    mapBoundaries,
    delivery: new DeliveryWorker(db, sender, {
      concurrency: config.pushConcurrency,
      maxAttempts: config.pushMaxAttempts,
      timeoutMs: config.pushTimeoutSeconds * 1000,
      // The app's logger exists once the app is built (below).
      warn: (fields, message) => logTo.log?.warn(fields, message),
    }),
    now: opts.now ?? Date.now,
  };
  ctx.metrics.gauge('observatory_notification_outbox_depth', 'Notification deliveries not settled yet (pending or being sent).', () =>
    outboxDepth(db),
  );
  let seeded: string;
  try {
    if (db.dialect === 'postgres') {
      const registry = new InstanceRegistry(db, keyCheck(secret));
      await registry.join();
      stops.push(() => registry.leave());
      // Other instances' form and observer writes must reach this one's caches.
      stops.push(
        await listenForChanges(config.databaseListenUrl ?? config.databaseUrl ?? '', config.databaseSchema, (topic) => {
          if (topic === 'forms') invalidateQuestions(db);
          else forgetObservers(db);
        }),
      );
    }
    // Instances starting together: one seeds, the others then find the database not empty.
    seeded = await db.exclusive(STARTUP_LOCK, () => seedIfEmpty(db, hasher, ctx.files, config.seed));
    // Running totals are rebuilt from the rows at every start, so they can never drift for long.
    await db.tx((q) => recomputeCounts(q, db.dialect));
  } catch (err) {
    for (const stop of stops) await stop();
    await db.close();
    throw err;
  }
  const app = await buildApp(ctx, {
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
    checkResponses: opts.checkResponses === true,
  });
  app.log.info({ sender: sender.name, concurrency: config.pushConcurrency }, `push sender: ${sender.description}`);
  await ctx.delivery.start();
  // Audit events past the retention period go, at start and every hour; new ones are filed under their item every AUDIT_INDEX_INTERVAL_MS.
  stops.push(
    startAuditRetention(db, config.auditRetentionDays, (err) =>
      app.log.error({ err: { message: (err as Error).message } }, 'audit retention failed'),
    ),
    startAuditIndexer(db, config.auditIndexIntervalMs, (err) =>
      app.log.error({ err: { message: (err as Error).message } }, 'audit indexing failed'),
    ),
  );
  logTo.log = app.log;
  app.addHook('onClose', async () => {
    await ctx.delivery.stop();
    for (const stop of stops) await stop();
    await db.close();
  });
  return { app, ctx, seeded };
}
