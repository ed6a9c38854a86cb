import type { Queryable } from '../db/types.js';

/**
 * A thread's lastModified is its latest change: check-in, answer or note (contract "Precise
 * details"). Answers set it when they rebuild the thread row; check-ins and notes move it here.
 * A thread row exists only once the observer has answered at that station.
 */
export async function touchThread(q: Queryable, observerId: number, stationId: number, at: string): Promise<void> {
  await q.run('UPDATE answer_threads SET last_modified = ? WHERE observer_id = ? AND polling_station_id = ? AND last_modified < ?', [
    at,
    observerId,
    stationId,
    at,
  ]);
}

/** The latest change of one (observer, station): its thread row, its check-in and its notes. */
export async function threadLastModified(q: Queryable, observerId: number, stationId: number): Promise<string | undefined> {
  const rows = await q.all<{ at: string | null }>(
    `SELECT last_modified AS at FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?
     UNION ALL SELECT last_modified FROM station_visits WHERE observer_id = ? AND polling_station_id = ?
     UNION ALL SELECT MAX(last_modified) FROM notes WHERE observer_id = ? AND polling_station_id = ?`,
    [observerId, stationId, observerId, stationId, observerId, stationId],
  );
  let latest: string | undefined;
  for (const r of rows) if (r.at && (latest === undefined || r.at > latest)) latest = r.at;
  return latest;
}
