import type { PagedResult } from '@observatory/shared/model';
import type { StatisticMethod, StatisticValue } from '../api/types';

/** `count` ranked rows, largest first: "<prefix> 1" has `count * 10`, the last has 10. */
export function rankedValues(count: number, prefix = 'County'): StatisticValue[] {
  return Array.from({ length: count }, (_, index) => ({ label: `${prefix} ${index + 1}`, value: (count - index) * 10 }));
}

/** One page of `all`, in the API's paging envelope. */
export function pageOf(all: readonly StatisticValue[], page: number, pageSize: number): PagedResult<StatisticValue> {
  const data = all.slice((page - 1) * pageSize, page * pageSize);
  return { data, page, pageSize, totalItems: all.length, totalPages: all.length === 0 ? 0 : Math.ceil(all.length / pageSize) };
}

/** Every method with the same rows, unless a test gives a method its own. */
export type StatisticsData = Partial<Record<StatisticMethod, readonly StatisticValue[]>>;
