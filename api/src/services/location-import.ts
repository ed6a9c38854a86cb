import type { Db } from '../db/types.js';
import { foldForSearch } from '../db/name-keys.js';
import { nowIso } from '../util.js';
import { recordAudit, type AuditActor } from './audit.js';
import { readCsvRows, requireCleanRows, type CsvImportShape } from './csv-import.js';
import { writeStationLocations, type StationLocation } from './station-locations.js';
import { checkLocationRow, type LocationCounty, type LocationRowError } from '../validation/location-rows.js';

const LOCATION_CSV: CsvImportShape<'county' | 'number' | 'address' | 'latitude' | 'longitude'> = {
  columns: ['county', 'number', 'address', 'latitude', 'longitude'],
  header: 'County,Number,Address,Latitude,Longitude',
  rowNoun: 'station',
};

/**
 * Sets stations' addresses and positions from a CSV file: every row is checked first, then all
 * are written in one transaction, or none. Answers how many stations were located.
 */
export async function importStationLocations(db: Db, actor: AuditActor, buf: Buffer): Promise<number> {
  const rows = readCsvRows(buf, LOCATION_CSV).map(({ line, cells }) => ({ line, ...cells }));
  const counties = await db.all<{ id: number; code: string; name: string; station_count: number; diaspora: number }>(
    'SELECT id, code, name, station_count, diaspora FROM counties',
  );
  // A county is named by its code (`CJ`) or its name, with or without diacritics (`Brasov`).
  const byKey = new Map<string, LocationCounty>();
  for (const c of counties) {
    const county = { id: c.id, code: c.code, stations: c.station_count, diaspora: c.diaspora === 1 };
    byKey.set(c.code.toUpperCase(), county);
    byKey.set(foldForSearch(c.name), county);
  }
  // A file names a few dozen counties over thousands of rows: fold each spelling once.
  const seen = new Map<string, LocationCounty | undefined>();
  const countyOf = (text: string) => {
    if (!seen.has(text)) seen.set(text, byKey.get(text.toUpperCase()) ?? byKey.get(foldForSearch(text)));
    return seen.get(text);
  };

  const firstLine = new Map<string, number>();
  for (const r of rows) {
    const c = countyOf(r.county);
    const key = `${c?.id}:${Number(r.number)}`;
    if (c && !firstLine.has(key)) firstLine.set(key, r.line);
  }
  const errors: LocationRowError[] = [];
  const good: StationLocation[] = [];
  for (const r of rows) {
    const checked = checkLocationRow(r, countyOf, firstLine);
    errors.push(...checked.errors);
    if (checked.station) good.push(checked.station);
  }
  requireCleanRows(errors, good.length, LOCATION_CSV);
  await db.tx(async (q) => {
    await writeStationLocations(q, good, nowIso());
    // The audit trail records the write in its transaction (locations are every NGO's: filed under the organizer's).
    await recordAudit(q, actor, {
      action: 'station.import-locations',
      entityType: 'ngo',
      entityId: actor.ngoId,
      ngoId: actor.ngoId,
      summary: `${good.length} polling station location(s) imported`,
    });
  });
  return good.length;
}
