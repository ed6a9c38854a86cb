import type { Db, Dialect, Queryable } from '../db/types.js';

/**
 * Rebuilds both running totals from the rows (start-up, seeds, bulk flag changes), inside the
 * caller's transaction. On PostgreSQL the totals are first locked against every other write until
 * that transaction ends: two recounts at once (instances starting together) would otherwise both
 * insert the same rows, and so would a recount and a bump that creates an NGO's first row; either
 * fails on the primary key. A bump waits for the lock, then adds to the recounted total.
 */
export async function recomputeCounts(q: Queryable, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await q.run('LOCK TABLE observer_counts, thread_counts IN EXCLUSIVE MODE');
  await q.run('DELETE FROM observer_counts');
  await q.run('INSERT INTO observer_counts (ngo_id, n) SELECT ngo_id, COUNT(*) FROM observers WHERE retired = 0 GROUP BY ngo_id');
  await q.run('DELETE FROM thread_counts');
  await q.run(
    'INSERT INTO thread_counts (ngo_id, urgent, shard, n) SELECT ngo_id, urgent, 0, COUNT(*) FROM answer_threads GROUP BY ngo_id, urgent',
  );
}

export async function bumpObservers(q: Queryable, ngoId: number, delta: number): Promise<void> {
  await q.run(
    'INSERT INTO observer_counts (ngo_id, n) VALUES (?, ?) ON CONFLICT (ngo_id) DO UPDATE SET n = observer_counts.n + excluded.n',
    [ngoId, delta],
  );
}

/**
 * An NGO's thread totals are spread over rows (shards, chosen by observer): a submission that
 * opens a thread locks one of them until it commits, so concurrent submissions of one NGO
 * (PostgreSQL) do not all queue behind one row and its commit. Reads add the shards up.
 */
const THREAD_COUNT_SHARDS = 16;
export const threadCountShard = (observerId: number): number => observerId % THREAD_COUNT_SHARDS;

export async function bumpThreads(q: Queryable, ngoId: number, urgent: boolean, delta: number, shard: number): Promise<void> {
  await q.run(
    'INSERT INTO thread_counts (ngo_id, urgent, shard, n) VALUES (?, ?, ?, ?) ON CONFLICT (ngo_id, urgent, shard) DO UPDATE SET n = thread_counts.n + excluded.n',
    [ngoId, urgent, shard, delta],
  );
}

export async function observerTotal(q: Queryable | Db, ngoId: number | undefined): Promise<number> {
  const row =
    ngoId === undefined
      ? await q.get<{ n: number | null }>('SELECT SUM(n) AS n FROM observer_counts')
      : await q.get<{ n: number | null }>('SELECT n FROM observer_counts WHERE ngo_id = ?', [ngoId]);
  return Number(row?.n ?? 0);
}

export async function threadTotal(q: Queryable | Db, ngoId: number | undefined, urgentOnly: boolean): Promise<number> {
  const where: string[] = [];
  const params: number[] = [];
  if (ngoId !== undefined) {
    where.push('ngo_id = ?');
    params.push(ngoId);
  }
  if (urgentOnly) where.push('urgent = 1');
  const row = await q.get<{ n: number | null }>(
    `SELECT SUM(n) AS n FROM thread_counts${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return Number(row?.n ?? 0);
}
