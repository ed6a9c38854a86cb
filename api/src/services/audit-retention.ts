import type { Db } from '../db/types.js';
import { pruneAudit } from './audit.js';

/** How often the retention job runs (every instance runs it; the DELETE is idempotent). */
const RETENTION_INTERVAL_MS = 60 * 60_000;

/**
 * The retention job: deletes audit events older than `days` at start, then every hour. The running
 * counts need no rebuild at start: every insert and every prune keeps them in its own transaction
 * (a rebuild scanned the whole log in a write transaction on each instance's start, and two
 * instances starting together contended for it).
 * Answers the function that stops it. A failed run is logged and retried at the next tick.
 */
export function startAuditRetention(db: Db, days: number, log: (err: unknown) => void): () => Promise<void> {
  let running: Promise<unknown> = pruneAudit(db, days).catch(log);
  const run = () => {
    running = running.then(() => pruneAudit(db, days)).catch(log);
  };
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
