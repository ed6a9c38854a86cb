import { createTestHttp } from '@observatory/shared/testing';
import { getWholeStatistic } from './getWholeStatistic';

describe('getWholeStatistic', () => {
  it('reads every page of 1000 and keeps the ranking order', async () => {
    const api = createTestHttp().on('GET', '/api/v1/statistics/pollingStationIrregularities', (request) => {
      const page = Number(request.query.page);
      return { body: { data: [{ label: `Station ${page}`, value: 10 - page }], page, pageSize: 1000, totalItems: 2001, totalPages: 3 } };
    });
    const rows = await getWholeStatistic(api.http, 'pollingStationIrregularities');
    expect(api.requests.map((request) => request.query)).toEqual([
      { page: '1', pageSize: '1000' },
      { page: '2', pageSize: '1000' },
      { page: '3', pageSize: '1000' },
    ]);
    expect(rows.map((row) => row.label)).toEqual(['Station 1', 'Station 2', 'Station 3']);
  });

  it('asks once for an empty statistic', async () => {
    const api = createTestHttp().on('GET', /\/statistics\//, { body: { data: [], page: 1, pageSize: 1000, totalItems: 0, totalPages: 0 } });
    expect(await getWholeStatistic(api.http, 'observerNumber')).toEqual([]);
    expect(api.requests).toHaveLength(1);
  });
});
