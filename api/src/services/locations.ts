import type { Db, Queryable } from '../db/types.js';
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

/**
 * Resolves (county code, station number) to a station id, creating the row on first use.
 * A code or number outside the county's range is a 400 on the given field names.
 */
export async function resolveStation(
  q: Queryable,
  countyCode: string,
  number: number,
  fields = { county: 'countyCode', number: 'pollingStationNumber' },
): Promise<StationRef> {
  const county = await q.get<{ id: number; code: string; name: string; station_count: number }>(
    'SELECT id, code, name, station_count FROM counties WHERE code = ?',
    [countyCode.trim().toUpperCase()],
  );
  if (!county)
    throw fieldProblem('Unknown county.', { [fields.county]: [{ code: 'county_unknown', message: 'No county has this code.' }] });
  if (!Number.isInteger(number) || number < 1 || number > county.station_count) {
    throw fieldProblem('Unknown polling station.', {
      [fields.number]: [{ code: 'station_out_of_range', message: `Must be between 1 and ${county.station_count}.` }],
    });
  }
  let row = await q.get<{ id: number }>('SELECT id FROM polling_stations WHERE county_id = ? AND number = ?', [county.id, number]);
  if (!row) {
    await q.run('INSERT INTO polling_stations (county_id, number) VALUES (?, ?) ON CONFLICT (county_id, number) DO NOTHING', [
      county.id,
      number,
    ]);
    row = await q.get<{ id: number }>('SELECT id FROM polling_stations WHERE county_id = ? AND number = ?', [county.id, number]);
  }
  if (!row) throw new Error('station row missing after insert');
  return { id: row.id, countyId: county.id, countyCode: county.code, countyName: county.name, number };
}
