import type { County } from '@observatory/shared/model';
import { countyLabel, exactCounty, foldText, matchCounties } from './matchCounties';

const county = (code: string, name: string, order: number): County => ({
  id: order,
  code,
  name,
  limit: 100,
  numberOfPollingStations: 100,
  diaspora: false,
  order,
});
const COUNTIES = [county('AB', 'Alba', 1), county('AG', 'Argeș', 2), county('BN', 'Bistrița-Năsăud', 3), county('CJ', 'Cluj', 4)];
const codes = (list: County[]) => list.map((item) => item.code);

describe('matchCounties', () => {
  it('keeps every county for empty text', () => {
    expect(codes(matchCounties(COUNTIES, ''))).toEqual(['AB', 'AG', 'BN', 'CJ']);
  });

  it('finds by the start of the code, in any case', () => {
    expect(codes(matchCounties(COUNTIES, 'cj'))).toEqual(['CJ']);
  });

  it('finds by name without diacritics, and by the cedilla spelling', () => {
    expect(codes(matchCounties(COUNTIES, 'arges'))).toEqual(['AG']);
    expect(codes(matchCounties(COUNTIES, 'argeş'))).toEqual(['AG']);
    expect(codes(matchCounties(COUNTIES, 'nasaud'))).toEqual(['BN']);
  });

  it('finds a part of a name', () => {
    expect(codes(matchCounties(COUNTIES, 'lb'))).toEqual(['AB']);
  });

  it('finds nothing for text no county has', () => {
    expect(matchCounties(COUNTIES, 'zz')).toEqual([]);
  });
});

describe('exactCounty', () => {
  it('finds the county a text names exactly: code, name or label, in any case and without diacritics', () => {
    expect(exactCounty(COUNTIES, 'cj')?.code).toBe('CJ');
    expect(exactCounty(COUNTIES, ' Arges ')?.code).toBe('AG');
    expect(exactCounty(COUNTIES, 'bistrita-nasaud')?.code).toBe('BN');
    expect(exactCounty(COUNTIES, 'AB – Alba')?.code).toBe('AB');
  });

  it('finds none for a part of a name, an unknown text or empty text', () => {
    expect(exactCounty(COUNTIES, 'clu')).toBeNull();
    expect(exactCounty(COUNTIES, 'zz')).toBeNull();
    expect(exactCounty(COUNTIES, '  ')).toBeNull();
  });

  it('finds none when the text names two counties', () => {
    expect(exactCounty([...COUNTIES, county('XY', 'Cj', 5)], 'cj')).toBeNull();
  });
});

describe('foldText and countyLabel', () => {
  it('folds case and diacritics', () => {
    expect(foldText(' Țurcanu ')).toBe('turcanu');
  });

  it('labels a county with its code and name', () => {
    expect(countyLabel({ code: 'AB', name: 'Alba' })).toBe('AB – Alba');
  });
});
