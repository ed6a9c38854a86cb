import { createTestHttp } from '@observatory/shared/testing';
import { listCounties } from './listCounties';

describe('listCounties', () => {
  it('reads the bare array of GET /api/v1/county', async () => {
    const alba = { id: 1, code: 'AB', name: 'Alba', limit: 445, numberOfPollingStations: 445, diaspora: false, order: 1 };
    const api = createTestHttp().on('GET', '/api/v1/county', { body: [alba] });
    await expect(listCounties(api.http)).resolves.toEqual([alba]);
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/county', query: {} });
  });
});
