import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import type { StatisticMethod, StatisticValue } from './types';

export const STATISTICS_PATH = '/api/v1/statistics';

export interface GetStatisticParams {
  readonly method: StatisticMethod;
  readonly page: number;
  readonly pageSize: number;
}

/** A row as it may arrive: the reference backend sends `value` as a string ("12"), ours as a number. */
interface WireStatisticValue {
  readonly label?: unknown;
  readonly value?: unknown;
}

function toStatisticValue(row: WireStatisticValue): StatisticValue {
  const value = Number(row.value);
  return { label: typeof row.label === 'string' ? row.label : String(row.label ?? ''), value: Number.isFinite(value) ? value : 0 };
}

/** GET /api/v1/statistics/{method}?page=&pageSize=: one page of a ranked statistic, largest value first. */
export async function getStatistic(
  http: AreaHttpV1,
  params: GetStatisticParams,
  signal?: AbortSignal,
): Promise<PagedResult<StatisticValue>> {
  const { method, page, pageSize } = params;
  const result = await http.get<PagedResult<WireStatisticValue>>(`${STATISTICS_PATH}/${encodeURIComponent(method)}`, {
    query: { page, pageSize },
    signal,
  });
  return { ...result, data: (result.data ?? []).map(toStatisticValue) };
}
