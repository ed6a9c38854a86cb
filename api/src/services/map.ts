import type { ReadQueryable, SqlValue } from '../db/types.js';
import type { FollowUpStatus } from './follow-up.js';
import { stationState, isCovered, type StationFacts, type StationState } from './map-state.js';

export interface MapScope {
  /** The caller's NGO; undefined: an organizer, who sees every NGO. */
  ngoId: number | undefined;
  /** A county id (the route resolves the code). */
  countyId?: number | undefined;
  /** Only activity at or after this ISO time counts. */
  since?: string | undefined;
}

interface MapStation {
  id: number;
  countyCode: string;
  number: number;
  lat: number | null;
  lon: number | null;
  state: StationState;
  urgentOpen: number;
  present: number;
}

export interface MapCounty {
  code: string;
  name: string;
  stations: number;
  covered: number;
  urgentOpen: number;
  resolved: number;
  lastActivity: string | null;
}

interface Activity extends StationFacts {
  countyId: number;
}

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);

/** WHERE clauses for a table carrying ngo_id and county_id, plus its own time condition. */
function scoped(scope: MapScope, alias: string, sinceSql: string | undefined): { where: string; params: SqlValue[] } {
  const clauses: string[] = [];
  const params: SqlValue[] = [];
  if (scope.ngoId !== undefined) {
    clauses.push(`${alias}.ngo_id = ?`);
    params.push(scope.ngoId);
  }
  if (scope.countyId !== undefined) {
    clauses.push(`${alias}.county_id = ?`);
    params.push(scope.countyId);
  }
  if (scope.since !== undefined && sinceSql !== undefined) {
    clauses.push(sinceSql);
    for (let i = 0; i < sinceSql.split('?').length - 1; i++) params.push(scope.since);
  }
  return { where: clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

// Every read here takes the read path (Db.replica): the map is a heavy read that may be a moment behind.

/** Per station of the scope, what its state is made of (stations without any activity are absent). */
export type StationActivity = Map<number, StationFacts & { countyId: number }>;

/** Each station's presence and urgent threads in the scope (stations without any are absent). */
export async function stationActivity(db: ReadQueryable, scope: MapScope): Promise<StationActivity> {
  const byStation = new Map<number, Activity>();
  const entry = (id: number, countyId: number) => {
    let a = byStation.get(id);
    if (!a) byStation.set(id, (a = { countyId, present: 0, left: 0, urgentOpen: 0, urgentResolved: 0 }));
    return a;
  };
  // Retired observers (deleted with evidence) are no longer anywhere.
  const v = scoped(scope, 'v', 'v.last_modified >= ?');
  const visits = await db.all<{ id: number; county_id: number; present: number; visits: number }>(
    `SELECT v.polling_station_id AS id, v.county_id, SUM(CASE WHEN v.leave_time IS NULL THEN 1 ELSE 0 END) AS present, COUNT(*) AS visits
       FROM station_visits v
       ${v.where}${v.where ? ' AND' : ' WHERE'} v.observer_id NOT IN (SELECT id FROM observers WHERE retired_at IS NOT NULL)
      GROUP BY v.polling_station_id, v.county_id`,
    v.params,
  );
  for (const r of visits) {
    const a = entry(r.id, r.county_id);
    a.present = Number(r.present);
    a.left = Number(r.visits) - a.present;
  }
  // A resolution counts from when it was made (follow_up_at), an answer from when it came.
  const t = scoped(scope, 't', '(t.last_modified >= ? OR t.follow_up_at >= ?)');
  const threads = await db.all<{ id: number; county_id: number; open: number; urgent: number }>(
    `SELECT t.polling_station_id AS id, t.county_id, SUM(t.unresolved) AS open, COUNT(*) AS urgent
       FROM answer_threads t ${t.where}${t.where ? ' AND' : ' WHERE'} t.urgent = 1 GROUP BY t.polling_station_id, t.county_id`,
    t.params,
  );
  for (const r of threads) {
    const a = entry(r.id, r.county_id);
    a.urgentOpen = Number(r.open);
    a.urgentResolved = Number(r.urgent) - a.urgentOpen;
  }
  return byStation;
}

const NO_ACTIVITY: StationFacts = { present: 0, left: 0, urgentOpen: 0, urgentResolved: 0 };

/** A station as every scope sees it: where it is. */
export interface PlacedStation {
  id: number;
  countyId: number;
  countyCode: string;
  number: number;
  lat: number | null;
  lon: number | null;
  /**
   * Its row of `map/stations` as JSON up to the state's value (`{"id":…,"state":"`), and its whole
   * row when nothing happened there: written once per location import, so a list is assembled
   * from strings instead of serialising 20,000 objects each time the data moves.
   */
  head: string;
  idle: string;
}

/** Every station, in county order then by number (changes only with locations: see MapFingerprint.stations). */
export async function placedStations(db: ReadQueryable): Promise<PlacedStation[]> {
  const rows = await db.all<{
    id: number;
    county_id: number;
    code: string;
    number: number;
    latitude: number | null;
    longitude: number | null;
  }>(
    `SELECT ps.id, ps.county_id, c.code, ps.number, ps.latitude, ps.longitude
       FROM polling_stations ps JOIN counties c ON c.id = ps.county_id
      WHERE ps.number <= c.station_count
      ORDER BY c.sort_order, c.id, ps.number`,
  );
  return rows.map((s) => {
    const lat = s.latitude === null ? null : Number(s.latitude);
    const lon = s.longitude === null ? null : Number(s.longitude);
    // The same text JSON.stringify gives a MapStation, its keys in the same order.
    const head = `{"id":${s.id},"countyCode":${JSON.stringify(s.code)},"number":${s.number},"lat":${JSON.stringify(lat)},"lon":${JSON.stringify(lon)},"state":"`;
    return { id: s.id, countyId: s.county_id, countyCode: s.code, number: s.number, lat, lon, head, idle: rowTail(head, NO_ACTIVITY) };
  });
}

const rowTail = (head: string, a: StationFacts): string =>
  `${head}${stationState(a)}","urgentOpen":${a.urgentOpen},"present":${a.present}}`;

/** `map/stations` as JSON text, a row for every station of the scope in county order then by number, from its fragments and its activity. */
export function mapStationsJson(stations: readonly PlacedStation[], scope: MapScope, activity: StationActivity): string {
  const rows: string[] = [];
  for (const s of stations) {
    if (scope.countyId !== undefined && s.countyId !== scope.countyId) continue;
    const a = activity.get(s.id);
    rows.push(a ? rowTail(s.head, a) : s.idle);
  }
  return `[${rows.join(',')}]`;
}

/** Per county: stations, covered stations, open and resolved urgent threads, the latest activity of any kind. */
export async function mapCounties(db: ReadQueryable, scope: MapScope, activityRead?: Promise<StationActivity>): Promise<MapCounty[]> {
  const [counties, activity, latest] = await Promise.all([
    db.all<{ id: number; code: string; name: string; station_count: number }>(
      `SELECT id, code, name, station_count FROM counties${scope.countyId !== undefined ? ' WHERE id = ?' : ''} ORDER BY sort_order, id`,
      scope.countyId !== undefined ? [scope.countyId] : [],
    ),
    activityRead ?? stationActivity(db, scope),
    latestByCounty(db, scope),
  ]);
  const figures = new Map(counties.map((c) => [c.id, { covered: 0, urgentOpen: 0, resolved: 0 }]));
  for (const a of activity.values()) {
    const f = figures.get(a.countyId);
    if (!f) continue;
    if (isCovered(a)) f.covered++;
    f.urgentOpen += a.urgentOpen;
    f.resolved += a.urgentResolved;
  }
  return counties.map((c) => ({
    code: c.code,
    name: c.name,
    stations: c.station_count,
    ...(figures.get(c.id) ?? { covered: 0, urgentOpen: 0, resolved: 0 }),
    lastActivity: latest.get(c.id) ?? null,
  }));
}

/** The latest check-in, answer or note per county (a thread's last change is its latest of those). */
async function latestByCounty(db: ReadQueryable, scope: MapScope): Promise<Map<number, string>> {
  const v = scoped(scope, 'v', undefined);
  const t = scoped(scope, 't', undefined);
  const rows = await db.all<{ county_id: number; at: string }>(
    `SELECT v.county_id, MAX(v.last_modified) AS at FROM station_visits v ${v.where} GROUP BY v.county_id
     UNION ALL
     SELECT t.county_id, MAX(t.last_modified) AS at FROM answer_threads t ${t.where} GROUP BY t.county_id`,
    [...v.params, ...t.params],
  );
  const out = new Map<number, string>();
  for (const r of rows) out.set(r.county_id, later(out.get(r.county_id) ?? null, r.at) ?? r.at);
  return out;
}

export interface MapFingerprint {
  /** Moves whenever anything the map shows may have changed. */
  all: string;
  /** Moves when a station is added or located (the placed stations). */
  stations: string;
}

/**
 * A check-in, an answer or note, a thread's status, a retirement, a station's location: each
 * part is one index look-up (the 304 path costs this query alone).
 */
export async function mapFingerprint(db: ReadQueryable): Promise<MapFingerprint> {
  const r = await db.get<Record<string, unknown>>(
    `SELECT (SELECT MAX(located_at) FROM polling_stations) AS located,
            (SELECT MAX(id) FROM polling_stations) AS station_id,
            (SELECT MAX(last_modified) FROM station_visits) AS visits,
            (SELECT MAX(last_modified) FROM answer_threads) AS threads,
            (SELECT SUM(n) FROM thread_counts) AS thread_count,
            (SELECT MAX(id) FROM follow_up_history) AS follow_up,
            (SELECT MAX(retired_at) FROM observers) AS retired`,
  );
  const parts = Object.values(r ?? {}).map((v) => (v === null || v === undefined ? null : String(v)));
  return { all: JSON.stringify(parts), stations: JSON.stringify(parts.slice(0, 2)) };
}

export async function countyIdOf(db: ReadQueryable, code: string): Promise<number | undefined> {
  return (await db.get<{ id: number }>('SELECT id FROM counties WHERE code = ?', [code.trim().toUpperCase()]))?.id;
}

export interface MapStationDetail extends MapStation {
  countyName: string;
  address: string | null;
  /** The scope's observers who checked in here (retired ones left out), present ones first. */
  observers: { id: number; name: string; phone: string; arrivalTime: string | null; leaveTime: string | null; present: boolean }[];
  /** The scope's threads here with a flagged answer, open ones first, newest first. */
  urgentThreads: { observerId: number; observerName: string; followUp: FollowUpStatus; lastModified: string }[];
}

/** One station as the panel shows it; undefined when there is no such station. */
export async function mapStationDetail(
  db: ReadQueryable,
  ngoId: number | undefined,
  stationId: number,
): Promise<MapStationDetail | undefined> {
  const st = await db.get<{
    id: number;
    code: string;
    name: string;
    county_id: number;
    number: number;
    latitude: number | null;
    longitude: number | null;
    address: string | null;
  }>(
    `SELECT ps.id, c.code, c.name, c.id AS county_id, ps.number, ps.latitude, ps.longitude, ps.address
       FROM polling_stations ps JOIN counties c ON c.id = ps.county_id WHERE ps.id = ? AND ps.number <= c.station_count`,
    [stationId],
  );
  if (!st) return undefined;
  const ngo = ngoId === undefined ? '' : ' AND v.ngo_id = ?';
  const observers = await db.all<{ id: number; name: string; phone: string; arrival_time: string | null; leave_time: string | null }>(
    `SELECT o.id, o.name, o.phone, v.arrival_time, v.leave_time
       FROM station_visits v JOIN observers o ON o.id = v.observer_id AND o.retired = 0
      WHERE v.polling_station_id = ?${ngo}
      ORDER BY CASE WHEN v.leave_time IS NULL THEN 0 ELSE 1 END, o.name_sort, o.id`,
    ngoId === undefined ? [stationId] : [stationId, ngoId],
  );
  const threads = await db.all<{ observer_id: number; name: string; follow_up: FollowUpStatus; unresolved: number; last_modified: string }>(
    `SELECT t.observer_id, o.name, t.follow_up, t.unresolved, t.last_modified
       FROM answer_threads t JOIN observers o ON o.id = t.observer_id
      WHERE t.polling_station_id = ? AND t.urgent = 1${ngoId === undefined ? '' : ' AND t.ngo_id = ?'}
      ORDER BY t.unresolved DESC, t.last_modified DESC, t.observer_id`,
    ngoId === undefined ? [stationId] : [stationId, ngoId],
  );
  const present = observers.filter((o) => o.leave_time === null).length;
  const urgentOpen = threads.filter((t) => Number(t.unresolved) === 1).length;
  return {
    id: st.id,
    countyCode: st.code,
    countyName: st.name,
    number: st.number,
    address: st.address,
    lat: st.latitude === null ? null : Number(st.latitude),
    lon: st.longitude === null ? null : Number(st.longitude),
    state: stationState({ present, left: observers.length - present, urgentOpen, urgentResolved: threads.length - urgentOpen }),
    urgentOpen,
    present,
    observers: observers.map((o) => ({
      id: o.id,
      name: o.name,
      phone: o.phone,
      arrivalTime: o.arrival_time,
      leaveTime: o.leave_time,
      present: o.leave_time === null,
    })),
    urgentThreads: threads.map((t) => ({
      observerId: t.observer_id,
      observerName: t.name,
      followUp: t.follow_up,
      lastModified: t.last_modified,
    })),
  };
}
