import client from 'prom-client';
import type { Db, DbStats } from '../db/types.js';

/** A value read at each scrape (a queue's depth, a count kept elsewhere). */
export type GaugeReader = () => number | Promise<number>;

/** Request latencies, in seconds: our lists answer in milliseconds, exports take seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of requests no route matched: raw URLs would give every scanner its own series. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The API's Prometheus metrics (prom-client), one registry per app: request latency per route
 * pattern (its `_count` is the request rate), database connection use, Node's own process
 * metrics, and gauges other parts register with `gauge()` (the notification outbox's depth).
 * Everything but the request histogram is read when scraped, so it costs nothing in between.
 */
export class Metrics {
  readonly registry = new client.Registry();
  private readonly requests: client.Histogram<'method' | 'route' | 'status'> | undefined;

  /** Off (METRICS_TOKEN unset): nothing is collected and `gauge()` registers nothing. */
  constructor(
    db: Db,
    readonly enabled: boolean,
  ) {
    if (!enabled) return;
    const registers = [this.registry];
    client.collectDefaultMetrics({ register: this.registry });
    this.requests = new client.Histogram({
      name: 'observatory_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status: latency in seconds; _count is the number of requests.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    new client.Gauge({
      name: 'observatory_db_connections',
      help: 'Database connections by state. PostgreSQL: the pool; SQLite: its one connection, busy while a write batch runs.',
      labelNames: ['state'],
      registers,
      collect() {
        const s = db.stats();
        this.set({ state: 'busy' }, s.busy);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new client.Gauge({
      name: 'observatory_db_connections_max',
      help: 'Connections this instance may open (PostgreSQL pool size; SQLite: 1).',
      registers,
      collect() {
        this.set(db.stats().max);
      },
    });
    new client.Gauge({
      name: 'observatory_db_waiting',
      help: 'Work waiting for a connection. PostgreSQL: queries waiting for the pool; SQLite: write transactions queued for the next group commit.',
      registers,
      collect() {
        this.set(db.stats().waiting);
      },
    });
    if (db.stats().writes) this.sqliteWrites(db);
  }

  /** SQLite's group commit, as counters: their rates give transactions per batch and the time the log syncs take. */
  private sqliteWrites(db: Db): void {
    const counter = (name: string, help: string, read: (w: NonNullable<DbStats['writes']>) => number) => {
      let seen = 0;
      new client.Counter({
        name,
        help,
        registers: [this.registry],
        collect() {
          const now = read(db.stats().writes ?? { transactions: 0, batches: 0, syncs: 0, syncSeconds: 0 });
          if (now > seen) this.inc(now - seen);
          seen = now;
        },
      });
    };
    counter('observatory_db_write_transactions_total', 'SQLite write transactions committed.', (w) => w.transactions);
    counter('observatory_db_write_batches_total', 'SQLite group commits (each commits one or more transactions).', (w) => w.batches);
    counter(
      'observatory_db_log_syncs_total',
      'SQLite write-ahead log syncs (each acknowledges the batches committed before it).',
      (w) => w.syncs,
    );
    counter('observatory_db_log_sync_seconds_total', 'Time spent in SQLite write-ahead log syncs, in seconds.', (w) => w.syncSeconds);
  }

  /** Counts one answered request under its route pattern (e.g. /api/v1/form/:id), never its raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests?.observe({ method, route, status: String(status) }, seconds);
  }

  /**
   * Adds a gauge read at each scrape, e.g. the notification outbox's depth:
   * `ctx.metrics.gauge('observatory_notification_outbox_depth', 'Notifications waiting to be sent.', () => outbox.depth())`.
   */
  gauge(name: string, help: string, read: GaugeReader): void {
    if (!this.enabled) return;
    new client.Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /** The exposition text and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
