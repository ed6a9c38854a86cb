import { createTestHttp } from '@observatory/shared/testing';
import { getStatistic } from './getStatistic';

describe('getStatistic', () => {
  it('asks GET /api/v1/statistics/{method} for one page of the given size', async () => {
    const api = createTestHttp().on('GET', '/api/v1/statistics/countiesIrregularities', {
      body: { data: [{ label: 'Cluj', value: 12 }], page: 2, pageSize: 5, totalItems: 6, totalPages: 2 },
    });
    const result = await getStatistic(api.http, { method: 'countiesIrregularities', page: 2, pageSize: 5 });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/statistics/countiesIrregularities',
      query: { page: '2', pageSize: '5' },
    });
    expect(result).toEqual({ data: [{ label: 'Cluj', value: 12 }], page: 2, pageSize: 5, totalItems: 6, totalPages: 2 });
  });

  it('reads values sent as strings, as the reference backend sends them', async () => {
    const api = createTestHttp().on('GET', /\/statistics\//, {
      body: {
        data: [
          { label: 'Iași', value: '7' },
          { label: 'Olt', value: 'n/a' },
        ],
        page: 1,
        pageSize: 20,
        totalItems: 2,
        totalPages: 1,
      },
    });
    const result = await getStatistic(api.http, { method: 'observerNumber', page: 1, pageSize: 20 });
    expect(result.data).toEqual([
      { label: 'Iași', value: 7 },
      { label: 'Olt', value: 0 },
    ]);
  });

  it('passes the failure on for the view to explain', async () => {
    const api = createTestHttp().on('GET', /\/statistics\//, { status: 500, body: { status: 500 } });
    await expect(getStatistic(api.http, { method: 'observerNumber', page: 1, pageSize: 5 })).rejects.toMatchObject({ status: 500 });
  });
});
