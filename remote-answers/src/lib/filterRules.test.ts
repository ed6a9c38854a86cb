import { dateProblem, rangeProblem, stationProblem } from './filterRules';
import { makeCounty } from '../testing/fixtures';

describe('filter rules', () => {
  const alba = makeCounty('AB', 'Alba', 445);

  it('takes a station number from 1, up to the chosen county’s limit', () => {
    expect(stationProblem('', alba)).toBeNull();
    expect(stationProblem(' 12 ', alba)).toBeNull();
    expect(stationProblem('0', undefined)).toBe('stationNumber');
    expect(stationProblem('1.5', undefined)).toBe('stationNumber');
    expect(stationProblem('446', alba)).toBe('stationAboveLimit');
    expect(stationProblem('446', undefined)).toBeNull();
  });

  it('takes dates in the placeholder’s form', () => {
    expect(dateProblem('')).toBeNull();
    expect(dateProblem('2026-05-18 08:30')).toBeNull();
    expect(dateProblem('18/05/2026')).toBe('date');
  });

  it('refuses a `to` before `from`, but not the same day', () => {
    expect(rangeProblem('2026-05-18 10:00', '2026-05-18 09:59')).toBe('toBeforeFrom');
    expect(rangeProblem('2026-05-18 10:00', '2026-05-18')).toBeNull();
    expect(rangeProblem('', '2026-05-18')).toBeNull();
  });
});
