import type { AreaHttpV1 } from '@observatory/shared/contract';
import { getStatistic } from './getStatistic';
import { STATISTICS_PAGE_SIZE_MAX } from './types';
import type { StatisticMethod, StatisticValue } from './types';

/** A guard against a server that never stops paging: 100 pages of 1000 rows is more than any country has stations. */
const MAX_PAGES = 100;

/** Every row of a statistic, read in the API's largest pages, in ranking order (for the CSV download). */
export async function getWholeStatistic(http: AreaHttpV1, method: StatisticMethod, signal?: AbortSignal): Promise<StatisticValue[]> {
  const rows: StatisticValue[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await getStatistic(http, { method, page, pageSize: STATISTICS_PAGE_SIZE_MAX }, signal);
    rows.push(...result.data);
    if (page >= result.totalPages || result.data.length === 0) break;
  }
  return rows;
}
