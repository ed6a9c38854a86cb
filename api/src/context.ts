import type { Config } from './config.js';
import type { Db } from './db/types.js';
import type { TokenService } from './auth/jwt.js';
import type { PasswordHasher } from './auth/passwords.js';
import type { LoginThrottle } from './auth/throttle.js';
import type { FileStore } from './storage/files.js';
import type { PushSender } from './notify/sender.js';
import type { DeliveryWorker } from './notify/worker.js';
import type { Metrics } from './metrics/metrics.js';
import type { MapSnapshot } from './services/map-snapshots.js';

/** Everything a route needs, built once in main (or by a test). */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  files: FileStore;
  sender: PushSender;
  /** Prometheus metrics; `metrics.gauge()` adds a value read at each scrape (e.g. the outbox's depth). */
  metrics: Metrics;
  /** The county outlines of MAP_BOUNDARIES, read at start; undefined when none are configured. */
  mapBoundaries: MapSnapshot | undefined;
  /** Sends what the outbox holds; `wake()` after storing a notification. */
  delivery: DeliveryWorker;
  /** The clock (tests move it). */
  now: () => number;
}
