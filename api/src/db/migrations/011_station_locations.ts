/**
 * Station locations and the situation map (issue 24).
 *
 * - `polling_stations` gains an optional position (`latitude`/`longitude`, WGS84 degrees) and an
 *   `address`; `located_at` is when its location last changed, indexed so the map can tell "did
 *   any location change?" from one index entry.
 * - Every station of every county gets its row now (they were created on first use): the map
 *   lists every station of the scope, covered or not, each with a stable id. Seeding and this
 *   migration share `FILL_STATION_ROWS`.
 * - The map's "has anything changed?" question reads the newest check-in and the newest
 *   retirement from an index each; its per-station counts of check-ins and urgent threads are
 *   read in station order from covering indexes (no sort; measured on the scale data set, all
 *   NGOs: check-ins 70 -> 21 ms, urgent threads 117 -> 26 ms, on a busy machine). An NGO's
 *   urgent threads already come from answer_threads_ngo_triage.
 */
export const stationLocations = `
ALTER TABLE polling_stations ADD COLUMN latitude DOUBLE PRECISION;
ALTER TABLE polling_stations ADD COLUMN longitude DOUBLE PRECISION;
ALTER TABLE polling_stations ADD COLUMN address TEXT;
ALTER TABLE polling_stations ADD COLUMN located_at TEXT;
CREATE INDEX polling_stations_located ON polling_stations (located_at);
CREATE INDEX station_visits_changed ON station_visits (last_modified);
CREATE INDEX station_visits_map ON station_visits (polling_station_id, county_id, leave_time, observer_id, ngo_id);
CREATE INDEX station_visits_ngo_map ON station_visits (ngo_id, polling_station_id, county_id, leave_time, observer_id);
CREATE INDEX answer_threads_map ON answer_threads (urgent, polling_station_id, county_id, unresolved);
CREATE INDEX observers_retired_at ON observers (retired_at);
`;

/**
 * Creates the missing rows of stations 1..station_count of every county (idempotent). The
 * `WHERE true` keeps SQLite's parser from reading ON CONFLICT as the join's ON.
 */
export const FILL_STATION_ROWS = `
WITH RECURSIVE n (i) AS (
  SELECT 1
  UNION ALL
  SELECT i + 1 FROM n WHERE i < (SELECT COALESCE(MAX(station_count), 1) FROM counties)
)
INSERT INTO polling_stations (county_id, number)
SELECT c.id, n.i FROM counties c JOIN n ON n.i <= c.station_count WHERE true
ON CONFLICT (county_id, number) DO NOTHING
`;
