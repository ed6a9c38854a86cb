import { hasBidiControls } from './names.js';

/** Stable codes of the locations import's row errors (the back-office translates each one). */
export const LOCATION_ROW_ERROR_CODES = [
  'county_required',
  'county_unknown',
  'number_required',
  'number_format',
  'number_unknown',
  'station_duplicate',
  'address_too_long',
  'address_bidi',
  'coordinate_required',
  'coordinate_format',
  'coordinate_outside',
] as const;
type LocationRowErrorCode = (typeof LOCATION_ROW_ERROR_CODES)[number];
export const LOCATION_FIELDS = ['county', 'number', 'address', 'latitude', 'longitude'] as const;
type LocationField = (typeof LOCATION_FIELDS)[number];

export interface LocationRowError {
  line: number;
  field: LocationField;
  code: LocationRowErrorCode;
  message: string;
}

const ADDRESS_MAX = 200;

/**
 * Romania's bounding box, with a little margin (its extreme points: 43.62° N at Zimnicea,
 * 48.27° N at Horodiștea, 20.26° E at Beba Veche, 29.74° E at Sulina).
 */
const ROMANIA_BOUNDS = { south: 43.55, north: 48.35, west: 20.2, east: 29.8 } as const;

export const insideRomania = (lat: number, lon: number): boolean =>
  lat >= ROMANIA_BOUNDS.south && lat <= ROMANIA_BOUNDS.north && lon >= ROMANIA_BOUNDS.west && lon <= ROMANIA_BOUNDS.east;

/** A decimal degree as a spreadsheet writes it: `45.12`, or `45,12` (a Romanian decimal comma). Undefined when not a number. */
export function parseDegrees(cell: string): number | undefined {
  const text = /^[+-]?\d+,\d+$/.test(cell) ? cell.replace(',', '.') : cell;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

export interface LocationCounty {
  id: number;
  code: string;
  stations: number;
  diaspora: boolean;
}

export interface LocationRow {
  line: number;
  county: string;
  number: string;
  address: string;
  latitude: string;
  longitude: string;
}

export interface LocatedStation {
  countyId: number;
  number: number;
  lat: number | null;
  lon: number | null;
  address: string | null;
}

/**
 * One row's errors (at most one per field) and, when it has none, the station it locates.
 * `county` finds a county by code or name; `firstLine` maps `countyId:number` to the line it
 * first appeared on (a later repeat is `station_duplicate`).
 */
export function checkLocationRow(
  row: LocationRow,
  county: (text: string) => LocationCounty | undefined,
  firstLine: ReadonlyMap<string, number>,
): { errors: LocationRowError[]; station?: LocatedStation } {
  const errors: LocationRowError[] = [];
  const err = (field: LocationField, code: LocationRowErrorCode, message: string) => errors.push({ line: row.line, field, code, message });

  const c = row.county === '' ? undefined : county(row.county);
  if (row.county === '') err('county', 'county_required', 'The county is required.');
  else if (!c) err('county', 'county_unknown', 'No county has this code or name.');

  const number = Number(row.number);
  if (row.number === '') err('number', 'number_required', 'The station number is required.');
  else if (!/^\d+$/.test(row.number)) err('number', 'number_format', 'The station number must be a whole number.');
  else if (c && (number < 1 || number > c.stations)) err('number', 'number_unknown', `${c.code} has stations 1 to ${c.stations}.`);
  else if (c && (firstLine.get(`${c.id}:${number}`) ?? row.line) < row.line)
    err('number', 'station_duplicate', `This station already appears on line ${firstLine.get(`${c.id}:${number}`)}.`);

  const address = row.address.replace(/\s+/g, ' ');
  if (address.length > ADDRESS_MAX) err('address', 'address_too_long', `The address must be at most ${ADDRESS_MAX} characters.`);
  else if (hasBidiControls(address)) err('address', 'address_bidi', 'The address must not contain bidirectional control characters.');

  const lat = parseDegrees(row.latitude);
  const lon = parseDegrees(row.longitude);
  const bothBlank = row.latitude === '' && row.longitude === '';
  // Diaspora stations may have no position; every other station needs one.
  if (!(bothBlank && c?.diaspora === true)) {
    const coordinate = (field: 'latitude' | 'longitude', cell: string, value: number | undefined, limit: number) => {
      if (cell === '') err(field, 'coordinate_required', `The ${field} is required${c?.diaspora ? ' with the other coordinate' : ''}.`);
      else if (value === undefined || Math.abs(value) > limit)
        err(field, 'coordinate_format', `The ${field} must be a number of degrees between -${limit} and ${limit}.`);
    };
    coordinate('latitude', row.latitude, lat, 90);
    coordinate('longitude', row.longitude, lon, 180);
    const fieldsOk = !errors.some((e) => e.field === 'latitude' || e.field === 'longitude');
    if (fieldsOk && c && !c.diaspora && lat !== undefined && lon !== undefined && !insideRomania(lat, lon))
      err('latitude', 'coordinate_outside', 'These coordinates are outside Romania (is latitude swapped with longitude?).');
  }
  if (errors.length > 0 || !c) return { errors };
  return {
    errors,
    station: {
      countyId: c.id,
      number,
      lat: bothBlank ? null : (lat ?? null),
      lon: bothBlank ? null : (lon ?? null),
      address: address === '' ? null : address,
    },
  };
}
