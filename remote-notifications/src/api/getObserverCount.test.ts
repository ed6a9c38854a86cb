import { createTestHttp } from '@observatory/shared/testing';
import { getObserverCount } from './getObserverCount';

describe('getObserverCount', () => {
  it('reads the bare number of GET /api/v1/observer/count', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer/count', { body: 812 });
    await expect(getObserverCount(api.http)).resolves.toBe(812);
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/observer/count', query: {} });
  });

  it('takes the first value when the answer is an array', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer/count', { body: [7] });
    await expect(getObserverCount(api.http)).resolves.toBe(7);
  });
});
