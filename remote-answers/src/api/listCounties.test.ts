import { createTestHttp } from '@observatory/shared/testing';
import { listCounties } from './listCounties';
import { COUNTIES } from '../testing/fixtures';

describe('listCounties', () => {
  it('reads GET /api/v1/county', async () => {
    const api = createTestHttp().on('GET', '/api/v1/county', { body: COUNTIES });
    await expect(listCounties(api.http)).resolves.toEqual(COUNTIES);
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/county', query: {} });
  });
});
