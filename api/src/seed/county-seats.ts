import type { Queryable } from '../db/types.js';
import { writeStationLocations, type StationLocation } from '../services/station-locations.js';

/**
 * Where the demo seed puts stations: each county's seat (public facts: the town's centre, WGS84
 * degrees, rounded to 0.001°) and, for the diaspora, cities with large Romanian communities.
 * Demo data only; real positions come from the locations import.
 */
export const COUNTY_SEATS: Record<string, { town: string; lat: number; lon: number }> = {
  AB: { town: 'Alba Iulia', lat: 46.067, lon: 23.58 },
  AR: { town: 'Arad', lat: 46.187, lon: 21.312 },
  AG: { town: 'Pitești', lat: 44.857, lon: 24.869 },
  BC: { town: 'Bacău', lat: 46.567, lon: 26.915 },
  BH: { town: 'Oradea', lat: 47.047, lon: 21.919 },
  BN: { town: 'Bistrița', lat: 47.133, lon: 24.5 },
  BT: { town: 'Botoșani', lat: 47.749, lon: 26.669 },
  BV: { town: 'Brașov', lat: 45.643, lon: 25.589 },
  BR: { town: 'Brăila', lat: 45.269, lon: 27.958 },
  BZ: { town: 'Buzău', lat: 45.15, lon: 26.833 },
  CS: { town: 'Reșița', lat: 45.301, lon: 21.889 },
  CL: { town: 'Călărași', lat: 44.2, lon: 27.333 },
  CJ: { town: 'Cluj-Napoca', lat: 46.771, lon: 23.624 },
  CT: { town: 'Constanța', lat: 44.173, lon: 28.638 },
  CV: { town: 'Sfântu Gheorghe', lat: 45.867, lon: 25.783 },
  DB: { town: 'Târgoviște', lat: 44.925, lon: 25.457 },
  DJ: { town: 'Craiova', lat: 44.33, lon: 23.795 },
  GL: { town: 'Galați', lat: 45.435, lon: 28.008 },
  GR: { town: 'Giurgiu', lat: 43.904, lon: 25.97 },
  GJ: { town: 'Târgu Jiu', lat: 45.05, lon: 23.283 },
  HR: { town: 'Miercurea Ciuc', lat: 46.359, lon: 25.802 },
  HD: { town: 'Deva', lat: 45.883, lon: 22.9 },
  IL: { town: 'Slobozia', lat: 44.564, lon: 27.366 },
  IS: { town: 'Iași', lat: 47.159, lon: 27.601 },
  IF: { town: 'Buftea', lat: 44.561, lon: 25.948 },
  MM: { town: 'Baia Mare', lat: 47.657, lon: 23.585 },
  MH: { town: 'Drobeta-Turnu Severin', lat: 44.632, lon: 22.656 },
  MS: { town: 'Târgu Mureș', lat: 46.543, lon: 24.558 },
  NT: { town: 'Piatra Neamț', lat: 46.928, lon: 26.371 },
  OT: { town: 'Slatina', lat: 44.43, lon: 24.37 },
  PH: { town: 'Ploiești', lat: 44.942, lon: 26.023 },
  SM: { town: 'Satu Mare', lat: 47.79, lon: 22.89 },
  SJ: { town: 'Zalău', lat: 47.191, lon: 23.057 },
  SB: { town: 'Sibiu', lat: 45.793, lon: 24.152 },
  SV: { town: 'Suceava', lat: 47.651, lon: 26.256 },
  TR: { town: 'Alexandria', lat: 43.969, lon: 25.333 },
  TM: { town: 'Timișoara', lat: 45.76, lon: 21.23 },
  TL: { town: 'Tulcea', lat: 45.18, lon: 28.805 },
  VS: { town: 'Vaslui', lat: 46.638, lon: 27.729 },
  VL: { town: 'Râmnicu Vâlcea', lat: 45.105, lon: 24.376 },
  VN: { town: 'Focșani', lat: 45.697, lon: 27.184 },
  B: { town: 'București', lat: 44.427, lon: 26.103 },
};

/** Diaspora stations (county SR) are spread over these cities, in turn. */
const DIASPORA_CITIES: { town: string; lat: number; lon: number }[] = [
  { town: 'Roma', lat: 41.903, lon: 12.496 },
  { town: 'Madrid', lat: 40.417, lon: -3.704 },
  { town: 'London', lat: 51.507, lon: -0.128 },
  { town: 'Paris', lat: 48.857, lon: 2.352 },
  { town: 'Berlin', lat: 52.52, lon: 13.405 },
  { town: 'Chișinău', lat: 47.011, lon: 28.863 },
  { town: 'Wien', lat: 48.208, lon: 16.373 },
  { town: 'Bruxelles', lat: 50.85, lon: 4.352 },
];

/** Degrees around the seat the county's stations are spread over (București is a city, the rest counties). */
const SPREAD = (code: string) => (code === 'B' ? 0.07 : 0.22);
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * Station `number` of `code` (1-based, out of `count`), placed deterministically on a sunflower
 * spiral around its seat: stations spread evenly, none on top of another, the same on every seed.
 */
export function demoStationPlace(code: string, number: number, count: number): { lat: number; lon: number; address: string } | undefined {
  const diaspora = code === 'SR';
  const city = diaspora ? DIASPORA_CITIES[(number - 1) % DIASPORA_CITIES.length] : COUNTY_SEATS[code];
  if (!city) return undefined;
  const k = diaspora ? Math.floor((number - 1) / DIASPORA_CITIES.length) + 1 : number;
  const n = diaspora ? Math.ceil(count / DIASPORA_CITIES.length) : count;
  const radius = (diaspora ? 0.05 : SPREAD(code)) * Math.sqrt(k / Math.max(n, 1));
  const angle = k * GOLDEN_ANGLE;
  // A degree of longitude is shorter than one of latitude by cos(latitude).
  const lat = city.lat + radius * Math.sin(angle);
  const lon = city.lon + (radius * Math.cos(angle)) / Math.cos((city.lat * Math.PI) / 180);
  const round = (v: number) => Math.round(v * 1e5) / 1e5;
  return { lat: round(lat), lon: round(lon), address: `Secția de votare nr. ${number}, ${city.town}` };
}

/** Places every station of every county (see demoStationPlace): the demo and scale seeds. */
export async function placeDemoStations(q: Queryable, at: string): Promise<number> {
  const counties = await q.all<{ id: number; code: string; station_count: number }>('SELECT id, code, station_count FROM counties');
  const rows: StationLocation[] = [];
  for (const c of counties) {
    for (let number = 1; number <= c.station_count; number++) {
      const place = demoStationPlace(c.code, number, c.station_count);
      if (place) rows.push({ countyId: c.id, number, lat: place.lat, lon: place.lon, address: place.address });
    }
  }
  await writeStationLocations(q, rows, at);
  return rows.length;
}
