import { STATISTICS, STATISTIC_KEYS, isStatisticKey } from './statisticKeys';

describe('the key → method map', () => {
  it('maps each of the seven spec keys to its API method', () => {
    const methods = Object.fromEntries(STATISTIC_KEYS.map((key) => [key, STATISTICS[key].method]));
    expect(methods).toEqual({
      'numar-observatori': 'observerNumber',
      'sesizari-judete': 'countiesIrregularities',
      'sesizari-sectii': 'pollingStationIrregularities',
      'sesizari-deschidere-judete': 'countiesOpeningIrregularities',
      'sesizari-deschidere-sectii': 'pollingStationOpeningIrregularities',
      'sesizari-numarare-judete': 'countiesByCountingIrregularities',
      'sesizari-numarare-sectii': 'pollingStationsByCountingIrregularities',
    });
  });

  it('says what each statistic ranks and counts', () => {
    expect(STATISTICS['numar-observatori']).toMatchObject({ groupedBy: 'county', counts: 'observers' });
    expect(STATISTICS['sesizari-sectii']).toMatchObject({ groupedBy: 'pollingStation', counts: 'irregularities' });
    expect(STATISTICS['sesizari-numarare-judete']).toMatchObject({ groupedBy: 'county', counts: 'irregularities' });
    for (const key of STATISTIC_KEYS) expect(STATISTICS[key].key).toBe(key);
  });

  it('knows only the seven keys', () => {
    expect(STATISTIC_KEYS.every(isStatisticKey)).toBe(true);
    expect(isStatisticKey('toString')).toBe(false);
    expect(isStatisticKey('observerNumber')).toBe(false);
    expect(isStatisticKey('')).toBe(false);
    expect(isStatisticKey(undefined)).toBe(false);
  });
});
