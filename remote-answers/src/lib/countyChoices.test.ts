import { countyChoices } from './countyChoices';
import { COUNTIES } from '../testing/fixtures';

describe('countyChoices', () => {
  it('gives the code as value and the name with its code as text', () => {
    expect(countyChoices(COUNTIES.slice(0, 1), '')).toEqual([{ value: 'AB', label: 'Alba (AB)' }]);
  });

  it('keeps a county from the address chosen while the counties load', () => {
    expect(countyChoices([], 'CJ')).toEqual([{ value: 'CJ', label: 'CJ' }]);
  });

  it('does not add a chosen county twice once the counties are in', () => {
    expect(countyChoices(COUNTIES.slice(0, 1), 'AB')).toEqual([{ value: 'AB', label: 'Alba (AB)' }]);
  });
});
