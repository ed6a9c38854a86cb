import { createTestHttp } from '@observatory/shared/testing';
import type { TestHttp, TestReply } from '@observatory/shared/testing';
import type { StatisticMethod } from '../api/types';
import { ANOMALIES, FORMS, anomalyPage, pageOf, rankedValues } from './fixtures';

/** The paths of the figures that explain (a form's results, the anomalies), apart from the seven ranked ones. */
const EXPLAINING = /^\/api\/v1\/statistics\/(anomalies|questions)/;
import type { StatisticsData } from './fixtures';

export interface StatisticsApi extends TestHttp {
  /** The ranked figures' requests sent so far, as `method page/pageSize` ("observerNumber 1/5"). */
  readonly calls: () => string[];
}

/**
 * The kit's real HTTP client over a fake GET /api/v1/statistics/{method} that pages `data` (8 rows
 * per method by default). `fail` makes methods answer with a status (or a network failure) instead.
 */
export function createStatisticsApi(
  data: StatisticsData = {},
  fail: Partial<Record<StatisticMethod, TestReply>> = {},
  fallback = rankedValues(8),
): StatisticsApi {
  const api = createTestHttp()
    .on('GET', /^\/api\/v1\/statistics\/\w+$/, (request) => {
      const method = request.path.split('/').pop() as StatisticMethod;
      const failure = fail[method];
      if (failure) return failure;
      return { body: pageOf(data[method] ?? fallback, Number(request.query.page), Number(request.query.pageSize)) };
    })
    // The dashboard's other two cards: a form's results and the anomaly ranking.
    .on('GET', '/api/v1/form', { body: { formVersions: FORMS } })
    .on('GET', '/api/v1/statistics/anomalies', { body: anomalyPage(ANOMALIES) });
  return Object.assign(api, {
    calls: () =>
      api.requests
        .filter((request) => request.path.startsWith('/api/v1/statistics/') && !EXPLAINING.test(request.path))
        .map((request) => `${request.path.split('/').pop()} ${String(request.query.page)}/${String(request.query.pageSize)}`),
  });
}
