import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import { STATISTICS_PATH } from './getStatistic';
import type { Anomaly, AnomalyLevel } from './types';

export interface AnomalyParams {
  readonly level: AnomalyLevel;
  /** Only this form's answers and notes; undefined: every form. */
  readonly formId?: number;
  readonly page: number;
  readonly pageSize: number;
}

/** GET /api/v1/statistics/anomalies?level=&formId=&page=: stations or counties, the most unusual first. */
export function getAnomalies(http: AreaHttpV1, params: AnomalyParams, signal?: AbortSignal): Promise<PagedResult<Anomaly>> {
  const { level, formId, page, pageSize } = params;
  return http.get<PagedResult<Anomaly>>(`${STATISTICS_PATH}/anomalies`, {
    query: { level, page, pageSize, ...(formId === undefined ? {} : { formId }) },
    signal,
  });
}
