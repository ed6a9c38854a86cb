import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { isCovered, stationState } from '../src/services/map-state.js';
import { checkLocationRow, insideRomania, parseDegrees, type LocationCounty } from '../src/validation/location-rows.js';
import { demoStationPlace, COUNTY_SEATS } from '../src/seed/county-seats.js';
import { COUNTIES } from '../src/seed/counties.js';

const facts = (f: Partial<{ present: number; left: number; urgentOpen: number; urgentResolved: number }>) => ({
  present: 0,
  left: 0,
  urgentOpen: 0,
  urgentResolved: 0,
  ...f,
});

describe('station state rules', () => {
  test('the first that applies: urgent, resolved, present, left, none', () => {
    assert.equal(stationState(facts({})), 'none');
    assert.equal(stationState(facts({ left: 2 })), 'left');
    assert.equal(stationState(facts({ left: 2, present: 1 })), 'present');
    assert.equal(stationState(facts({ present: 1, urgentResolved: 1 })), 'resolved');
    assert.equal(stationState(facts({ left: 1, urgentResolved: 3, urgentOpen: 1 })), 'urgent');
    assert.equal(stationState(facts({ urgentOpen: 1 })), 'urgent');
    assert.equal(stationState(facts({ urgentResolved: 1 })), 'resolved');
  });
  test('covered means someone is there now', () => {
    assert.equal(isCovered(facts({ present: 1 })), true);
    assert.equal(isCovered(facts({ left: 3, urgentOpen: 1 })), false);
  });
});

describe('locations import rows', () => {
  const counties: Record<string, LocationCounty> = {
    CJ: { id: 13, code: 'CJ', stations: 718, diaspora: false },
    SR: { id: 43, code: 'SR', stations: 950, diaspora: true },
  };
  const county = (t: string) => counties[t.toUpperCase()];
  const row = (over: Partial<Record<'county' | 'number' | 'address' | 'latitude' | 'longitude', string>>, line = 2) => ({
    line,
    county: 'CJ',
    number: '12',
    address: 'Str.  Memorandumului 1',
    latitude: '46.77',
    longitude: '23.6',
    ...over,
  });
  const codes = (r: ReturnType<typeof checkLocationRow>) => r.errors.map((e) => `${e.field}:${e.code}`);

  test('a good row locates its station (whitespace collapsed, decimal comma read)', () => {
    const r = checkLocationRow(row({ latitude: '46,77' }), county, new Map());
    assert.deepEqual(r.errors, []);
    assert.deepEqual(r.station, { countyId: 13, number: 12, lat: 46.77, lon: 23.6, address: 'Str. Memorandumului 1' });
  });
  test('each field has its code', () => {
    assert.deepEqual(codes(checkLocationRow(row({ county: '' }), county, new Map())), ['county:county_required']);
    assert.deepEqual(codes(checkLocationRow(row({ county: 'ZZ' }), county, new Map())), ['county:county_unknown']);
    assert.deepEqual(codes(checkLocationRow(row({ number: '' }), county, new Map())), ['number:number_required']);
    assert.deepEqual(codes(checkLocationRow(row({ number: '1.5' }), county, new Map())), ['number:number_format']);
    assert.deepEqual(codes(checkLocationRow(row({ number: '719' }), county, new Map())), ['number:number_unknown']);
    assert.deepEqual(codes(checkLocationRow(row({ number: '0' }), county, new Map())), ['number:number_unknown']);
    assert.deepEqual(codes(checkLocationRow(row({}, 5), county, new Map([['13:12', 3]]))), ['number:station_duplicate']);
    assert.deepEqual(codes(checkLocationRow(row({ address: 'x'.repeat(201) }), county, new Map())), ['address:address_too_long']);
    assert.deepEqual(codes(checkLocationRow(row({ address: 'a\u202Eb' }), county, new Map())), ['address:address_bidi']);
    assert.deepEqual(codes(checkLocationRow(row({ latitude: '' }), county, new Map())), ['latitude:coordinate_required']);
    assert.deepEqual(codes(checkLocationRow(row({ latitude: '', longitude: '' }), county, new Map())), [
      'latitude:coordinate_required',
      'longitude:coordinate_required',
    ]);
    assert.deepEqual(codes(checkLocationRow(row({ longitude: 'east' }), county, new Map())), ['longitude:coordinate_format']);
    assert.deepEqual(codes(checkLocationRow(row({ latitude: '91' }), county, new Map())), ['latitude:coordinate_format']);
    // Latitude and longitude swapped: outside Romania.
    assert.deepEqual(codes(checkLocationRow(row({ latitude: '23.6', longitude: '46.77' }), county, new Map())), [
      'latitude:coordinate_outside',
    ]);
  });
  test('diaspora stations may be abroad or have no position, but not half of one', () => {
    const rome = checkLocationRow(row({ county: 'sr', latitude: '41.9', longitude: '12.5' }), county, new Map());
    assert.deepEqual(rome.errors, []);
    assert.equal(rome.station?.lat, 41.9);
    const none = checkLocationRow(row({ county: 'SR', latitude: '', longitude: '', address: '' }), county, new Map());
    assert.deepEqual(none.errors, []);
    assert.deepEqual(none.station, { countyId: 43, number: 12, lat: null, lon: null, address: null });
    assert.deepEqual(codes(checkLocationRow(row({ county: 'SR', longitude: '' }), county, new Map())), ['longitude:coordinate_required']);
  });
  test('degrees and the bounding box', () => {
    assert.equal(parseDegrees('-3.704'), -3.704);
    assert.equal(parseDegrees('+45'), 45);
    assert.equal(parseDegrees('45,5'), 45.5);
    assert.equal(parseDegrees('45,5,1'), undefined);
    assert.equal(parseDegrees('1e3'), undefined);
    assert.equal(parseDegrees(''), undefined);
    assert.equal(insideRomania(44.43, 26.1), true);
    assert.equal(insideRomania(41.9, 12.5), false);
  });
});

describe('demo station placement', () => {
  test('every county but the diaspora has a seat, and every station lands inside Romania, the same every time', () => {
    for (const c of COUNTIES) {
      if (c.diaspora) continue;
      assert.ok(COUNTY_SEATS[c.code], c.code);
      for (const n of [1, Math.ceil(c.stations / 2), c.stations]) {
        const p = demoStationPlace(c.code, n, c.stations);
        assert.ok(p && insideRomania(p.lat, p.lon), `${c.code} ${n}`);
        assert.deepEqual(demoStationPlace(c.code, n, c.stations), p);
      }
    }
    assert.equal(Object.keys(COUNTY_SEATS).length, 42);
    const a = demoStationPlace('CJ', 1, 718);
    const b = demoStationPlace('CJ', 2, 718);
    assert.notDeepEqual(a, b);
    const abroad = demoStationPlace('SR', 1, 950);
    assert.ok(abroad && !insideRomania(abroad.lat, abroad.lon));
  });
});
