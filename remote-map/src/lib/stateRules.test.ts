import type { MapStation } from '../api/types';
import { compareRomanian, coverageBand, filterStations, isUncovered, sinceOf, sortCounties, uncoveredCsv } from './stateRules';
import { readMapSearch, writeMapSearch } from './mapSearch';

const station = (id: number, patch: Partial<MapStation> = {}): MapStation => ({
  id,
  countyCode: 'CJ',
  number: id,
  lat: 46.7,
  lon: 23.6,
  state: 'none',
  urgentOpen: 0,
  present: 0,
  ...patch,
});

describe('the map state rules', () => {
  it('measures the time window back from now; "all" sends no since', () => {
    const now = Date.parse('2026-11-08T12:00:00.000Z');
    expect(sinceOf('hour', now)).toBe('2026-11-08T11:00:00.000Z');
    expect(sinceOf('six', now)).toBe('2026-11-08T06:00:00.000Z');
    expect(sinceOf('all', now)).toBeUndefined();
  });

  it('keeps the stations of a county, a state, or only the urgent ones', () => {
    const list = [station(1, { state: 'urgent', present: 1 }), station(2, { countyCode: 'AB', state: 'present', present: 2 }), station(3)];
    expect(filterStations(list, { county: 'CJ' }).map((s) => s.id)).toEqual([1, 3]);
    expect(filterStations(list, { state: 'present' }).map((s) => s.id)).toEqual([2]);
    expect(filterStations(list, { urgentOnly: true }).map((s) => s.id)).toEqual([1]);
    expect(filterStations(list, {}).map((s) => s.id)).toEqual([1, 2, 3]);
    expect(filterStations(list, { urgentOnly: false })).toBe(list);
  });

  it('calls a station uncovered when nobody of the NGO is there now, whatever its threads', () => {
    expect(isUncovered(station(1, { state: 'urgent', present: 0 }))).toBe(true);
    expect(isUncovered(station(1, { state: 'left', present: 0 }))).toBe(true);
    expect(isUncovered(station(1, { state: 'present', present: 1 }))).toBe(false);
  });

  it('shades coverage in five bands, none being its own', () => {
    expect([0, 0.01, 0.25, 0.5, 0.75, 1].map(coverageBand)).toEqual([0, 1, 2, 3, 4, 4]);
  });

  it('sorts counties by coverage, ties by name, either way', () => {
    const county = (code: string, name: string, covered: number) => ({
      code,
      name,
      stations: 10,
      covered,
      urgentOpen: 0,
      resolved: 0,
      lastActivity: null,
    });
    const list = [county('CJ', 'Cluj', 5), county('AB', 'Alba', 5), county('BV', 'Brașov', 1)];
    expect(sortCounties(list, 'coverage', false).map((c) => c.code)).toEqual(['BV', 'AB', 'CJ']);
    expect(sortCounties(list, 'coverage', true).map((c) => c.code)).toEqual(['AB', 'CJ', 'BV']);
    expect(sortCounties(list, 'name', false).map((c) => c.code)).toEqual(['AB', 'BV', 'CJ']);
  });

  it('orders the county names as a Romanian collator does, cedilla and comma forms alike', () => {
    const names = [
      'Alba',
      'Arad',
      'Argeș',
      'Bacău',
      'Bihor',
      'Bistrița-Năsăud',
      'Botoșani',
      'Brașov',
      'Brăila',
      'Buzău',
      'Caraș-Severin',
      'Călărași',
      'Cluj',
      'Constanța',
      'Covasna',
      'Dâmbovița',
      'Dolj',
      'Galați',
      'Giurgiu',
      'Gorj',
      'Harghita',
      'Hunedoara',
      'Ialomița',
      'Iași',
      'Ilfov',
      'Maramureș',
      'Mehedinți',
      'Mureș',
      'Neamț',
      'Olt',
      'Prahova',
      'Satu Mare',
      'Sălaj',
      'Sibiu',
      'Suceava',
      'Teleorman',
      'Timiș',
      'Tulcea',
      'Vaslui',
      'Vâlcea',
      'Vrancea',
      'București',
      'Diaspora',
      'Sector 2',
      'Sector 10',
      'sibiu',
      'Ștei',
      'Şimleu',
      'Tă',
      'Tâ',
      'Țara',
      'Zalău',
      'Élan',
      'Ea',
    ];
    const collator = new Intl.Collator('ro');
    expect([...names].reverse().sort(compareRomanian)).toEqual([...names].sort(collator.compare));
    expect(compareRomanian('Şimleu', 'Șimleu')).not.toBe(0);
    expect(Math.sign(compareRomanian('Şimleu', 'Sz'))).toBe(1);
  });

  it('orders names in the Romanian alphabet (ș after s, ț after t, â and ă after a)', () => {
    const names = ['Timiș', 'Sălaj', 'Satu Mare', 'Ștefănești', 'Tulcea', 'Țăndărei', 'Argeș', 'Ălba', 'Zalău'];
    expect([...names].sort(compareRomanian)).toEqual([
      'Argeș',
      'Ălba',
      'Satu Mare',
      'Sălaj',
      'Ștefănești',
      'Timiș',
      'Tulcea',
      'Țăndărei',
      'Zalău',
    ]);
  });

  it('exports only the uncovered stations as CSV, by county and number, formulas defused', () => {
    const csv = uncoveredCsv(
      [station(9, { present: 1, state: 'present' }), station(4, { countyCode: '=B', lat: null, lon: null }), station(2, { state: 'left' })],
      ['Județ', 'Număr', 'Stare', 'Lat', 'Lon'],
    );
    expect(csv).toBe("\uFEFFJudeț,Număr,Stare,Lat,Lon\r\n'=B,4,none,,\r\nCJ,2,left,46.7,23.6\r\n");
  });

  it('holds the view, filters and open station in the address, and reads nonsense as the defaults', () => {
    const value = { view: 'table', county: 'CJ', state: 'urgent', urgentOnly: true, window: 'hour', station: 812 } as const;
    expect(readMapSearch(writeMapSearch(value))).toEqual(value);
    expect(readMapSearch(new URLSearchParams('state=bad&window=week&station=-1'))).toEqual({
      view: 'map',
      county: undefined,
      state: undefined,
      urgentOnly: false,
      window: 'all',
      station: null,
    });
  });
});
