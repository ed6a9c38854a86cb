import type { Db } from '../db/types.js';

/** Events filed per transaction: a second's events on a busy election day, in one short write. */
const INDEX_BATCH = 2000;

/** SQLite: files the queued events up to an id under their items, in key order (the queue read first). */
export const FILE_UP_TO_SQL = `INSERT INTO audit_by_entity (entity_type, entity_id, event_id)
  SELECT e.entity_type, e.entity_id, e.id FROM audit_pending p CROSS JOIN audit_events e
   WHERE p.event_id <= ? AND e.id = p.event_id ORDER BY 1, 2, 3
  ON CONFLICT DO NOTHING`;

/** SQLite: adds the queued events up to an id to their NGOs' running counts (the queue read first). */
export const COUNT_UP_TO_SQL = `INSERT INTO audit_counts (ngo_id, n)
  SELECT COALESCE(e.ngo_id, 0), COUNT(*) FROM audit_pending p CROSS JOIN audit_events e
   WHERE p.event_id <= ? AND e.id = p.event_id GROUP BY 1
  ON CONFLICT (ngo_id) DO UPDATE SET n = n + excluded.n`;

/**
 * Files up to `limit` pending events under their item (`audit_by_entity`, migration 015) in one
 * transaction, in key order, counts them in their NGOs' running counts and takes them off
 * `audit_pending`; answers how many it filed. All in SQL: the rows never come to the event loop. On PostgreSQL the batch is the pending rows this
 * transaction could lock (SKIP LOCKED), so instances filing at once share the work; on SQLite
 * (one writer) it is the oldest `limit`, read from the queue first (CROSS JOIN: SQLite's planner
 * otherwise walked the million events and looked each up in the queue). Filing twice is harmless
 * (ON CONFLICT DO NOTHING).
 */
export async function indexPendingAudit(db: Db, limit = INDEX_BATCH): Promise<number> {
  // A read first: an idle instance's tick opens no write transaction (on SQLite each one is a
  // group commit with its own fdatasync, every second).
  if (!(await db.get('SELECT event_id FROM audit_pending LIMIT 1'))) return 0;
  return db.tx(async (q) => {
    if (db.dialect === 'postgres') {
      const r = await q.all<{ n: number }>(
        `WITH batch AS (
           DELETE FROM audit_pending WHERE event_id IN
             (SELECT event_id FROM audit_pending ORDER BY event_id LIMIT ? FOR UPDATE SKIP LOCKED)
           RETURNING event_id),
         filed AS (
           INSERT INTO audit_by_entity (entity_type, entity_id, event_id)
           SELECT e.entity_type, e.entity_id, e.id FROM batch b JOIN audit_events e ON e.id = b.event_id
            ORDER BY 1, 2, 3
           ON CONFLICT DO NOTHING),
         counted AS (
           INSERT INTO audit_counts (ngo_id, n)
           SELECT COALESCE(e.ngo_id, 0), COUNT(*) FROM batch b JOIN audit_events e ON e.id = b.event_id GROUP BY 1
           ON CONFLICT (ngo_id) DO UPDATE SET n = audit_counts.n + excluded.n)
         SELECT COUNT(*) AS n FROM batch`,
        [limit],
      );
      return Number(r[0]?.n ?? 0);
    }
    const last = await q.get<{ id: number | null }>(
      'SELECT COALESCE((SELECT event_id FROM audit_pending ORDER BY event_id LIMIT 1 OFFSET ?), (SELECT MAX(event_id) FROM audit_pending)) AS id',
      [limit - 1],
    );
    if (last?.id === null || last?.id === undefined) return 0;
    await q.run(FILE_UP_TO_SQL, [last.id]);
    await q.run(COUNT_UP_TO_SQL, [last.id]);
    return (await q.run('DELETE FROM audit_pending WHERE event_id <= ?', [last.id])).changes;
  });
}

/**
 * Files every pending event, a batch at a time, until a batch finds none (a part batch is not the
 * end: another instance may hold the rest); answers how many it filed.
 */
export async function indexAllPendingAudit(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await indexPendingAudit(db);
    if (n === 0) return total;
    total += n;
  }
}

/**
 * The indexer: files pending audit events every `intervalMs` (AUDIT_INDEX_INTERVAL_MS; every
 * instance runs it; 0: never). Answers the function that stops it. A failed run is logged and
 * retried at the next tick.
 */
export function startAuditIndexer(db: Db, intervalMs: number, log: (err: unknown) => void): () => Promise<void> {
  if (intervalMs <= 0) return async () => undefined;
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const run = () => {
    // A tick that finds the last one still filing (a backlog) leaves it to finish.
    if (busy) return;
    busy = true;
    running = indexAllPendingAudit(db)
      .catch(log)
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
