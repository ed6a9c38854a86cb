import type { Queryable, SqlValue } from '../db/types.js';

export interface StationLocation {
  countyId: number;
  number: number;
  /** Both or neither: a station without coordinates is listed, not drawn. */
  lat: number | null;
  lon: number | null;
  address: string | null;
}

const CHUNK = 500;

/**
 * Writes stations' positions and addresses (creating a row a station does not have yet), 500
 * to a statement, stamping `located_at` so the map sees that a location changed.
 */
export async function writeStationLocations(q: Queryable, rows: readonly StationLocation[], at: string): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const params: SqlValue[] = chunk.flatMap((r) => [r.countyId, r.number, r.lat, r.lon, r.address, at]);
    await q.run(
      `INSERT INTO polling_stations (county_id, number, latitude, longitude, address, located_at)
       VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (county_id, number) DO UPDATE SET
         latitude = excluded.latitude, longitude = excluded.longitude, address = excluded.address, located_at = excluded.located_at`,
      params,
    );
  }
}
