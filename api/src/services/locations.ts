import type { Db } from '../db/types.js';
import { fieldProblem } from '../http/problem.js';

export interface CountyDto {
  id: number;
  code: string;
  name: string;
  limit: number;
  numberOfPollingStations: number;
  diaspora: boolean;
  order: number;
}

export async function listCounties(db: Db): Promise<CountyDto[]> {
  const rows = await db.all<{ id: number; code: string; name: string; station_count: number; diaspora: number; sort_order: number }>(
    'SELECT id, code, name, station_count, diaspora, sort_order FROM counties ORDER BY sort_order, id',
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: r.name,
    limit: r.station_count,
    numberOfPollingStations: r.station_count,
    diaspora: r.diaspora === 1,
    order: r.sort_order,
  }));
}

export interface StationRef {
  id: number;
  countyId: number;
  countyCode: string;
  countyName: string;
  number: number;
}

interface County {
  id: number;
  code: string;
  name: string;
  station_count: number;
}

/**
 * Counties are reference data (seeded, never changed by the API) and a station's id never
 * changes once its row exists, so each instance remembers both: a check-in, note or submission
 * resolves its station without a round trip to the database.
 */
interface LocationCache {
  counties: Map<string, County> | undefined;
  stations: Map<string, number>;
}
const caches = new WeakMap<Db, LocationCache>();
const MAX_STATIONS = 100_000;

function cacheOf(db: Db): LocationCache {
  let c = caches.get(db);
  if (!c) {
    c = { counties: undefined, stations: new Map() };
    caches.set(db, c);
  }
  return c;
}

async function countyByCode(db: Db, code: string): Promise<County | undefined> {
  const cache = cacheOf(db);
  let hit = cache.counties?.get(code);
  if (!hit) {
    // A county missing from what was read (or nothing read yet): read them all again.
    const rows = await db.all<County>('SELECT id, code, name, station_count FROM counties');
    cache.counties = new Map(rows.map((r) => [r.code, r]));
    hit = cache.counties.get(code);
  }
  return hit;
}

const STATION_ID = 'SELECT id FROM polling_stations WHERE county_id = ? AND number = ?';

/**
 * Resolves (county code, station number) to a station id, creating the row on first use (in
 * its own statement, before the caller's transaction: a station row is reference data).
 * A code or number outside the county's range is a 400 on the given field names.
 */
export async function resolveStation(
  db: Db,
  countyCode: string,
  number: number,
  fields = { county: 'countyCode', number: 'pollingStationNumber' },
): Promise<StationRef> {
  const county = await countyByCode(db, countyCode.trim().toUpperCase());
  if (!county)
    throw fieldProblem('Unknown county.', { [fields.county]: [{ code: 'county_unknown', message: 'No county has this code.' }] });
  if (!Number.isInteger(number) || number < 1 || number > county.station_count) {
    throw fieldProblem('Unknown polling station.', {
      [fields.number]: [{ code: 'station_out_of_range', message: `Must be between 1 and ${county.station_count}.` }],
    });
  }
  const stations = cacheOf(db).stations;
  const key = `${county.id}:${number}`;
  let id = stations.get(key);
  if (id === undefined) {
    let row = await db.get<{ id: number }>(STATION_ID, [county.id, number]);
    if (!row) {
      await db.run('INSERT INTO polling_stations (county_id, number) VALUES (?, ?) ON CONFLICT (county_id, number) DO NOTHING', [
        county.id,
        number,
      ]);
      row = await db.get<{ id: number }>(STATION_ID, [county.id, number]);
    }
    if (!row) throw new Error('station row missing after insert');
    id = row.id;
    if (stations.size >= MAX_STATIONS) stations.clear();
    stations.set(key, id);
  }
  return { id, countyId: county.id, countyCode: county.code, countyName: county.name, number };
}
