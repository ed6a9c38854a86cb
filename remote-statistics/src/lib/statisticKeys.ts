import type { StatisticMethod } from '../api/types';

/**
 * The seven cards of the spec ("Statistics dashboard"), by the key the route `/statistics/:key`
 * carries, in the order the dashboard shows them. The key is also the CSV file's name.
 */
export const STATISTIC_KEYS = [
  'numar-observatori',
  'sesizari-judete',
  'sesizari-sectii',
  'sesizari-deschidere-judete',
  'sesizari-deschidere-sectii',
  'sesizari-numarare-judete',
  'sesizari-numarare-sectii',
] as const;

export type StatisticKey = (typeof STATISTIC_KEYS)[number];

/** What a statistic ranks (its rows' label) and what it counts (its value). */
export interface StatisticDefinition {
  readonly key: StatisticKey;
  readonly method: StatisticMethod;
  readonly groupedBy: 'county' | 'pollingStation';
  readonly counts: 'observers' | 'irregularities';
}

const definition = (
  key: StatisticKey,
  method: StatisticMethod,
  groupedBy: StatisticDefinition['groupedBy'],
  counts: StatisticDefinition['counts'] = 'irregularities',
): StatisticDefinition => ({ key, method, groupedBy, counts });

/** Key → API method (contract "Statistics"; the reference backend's client keys). */
export const STATISTICS: Readonly<Record<StatisticKey, StatisticDefinition>> = {
  'numar-observatori': definition('numar-observatori', 'observerNumber', 'county', 'observers'),
  'sesizari-judete': definition('sesizari-judete', 'countiesIrregularities', 'county'),
  'sesizari-sectii': definition('sesizari-sectii', 'pollingStationIrregularities', 'pollingStation'),
  'sesizari-deschidere-judete': definition('sesizari-deschidere-judete', 'countiesOpeningIrregularities', 'county'),
  'sesizari-deschidere-sectii': definition('sesizari-deschidere-sectii', 'pollingStationOpeningIrregularities', 'pollingStation'),
  'sesizari-numarare-judete': definition('sesizari-numarare-judete', 'countiesByCountingIrregularities', 'county'),
  'sesizari-numarare-sectii': definition('sesizari-numarare-sectii', 'pollingStationsByCountingIrregularities', 'pollingStation'),
};

/** True for the seven keys only (a route segment is any text a person typed). */
export function isStatisticKey(value: string | undefined): value is StatisticKey {
  return value !== undefined && Object.prototype.hasOwnProperty.call(STATISTICS, value);
}
