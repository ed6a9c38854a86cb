import { createObserversApi } from '../testing/observersApi';
import { getObserverCount } from './getObserverCount';

describe('getObserverCount', () => {
  it('reads the bare number of GET /api/v1/observer/count', async () => {
    const api = createObserversApi({ count: 812 });
    await expect(getObserverCount(api.http)).resolves.toBe(812);
    expect(api.requests).toEqual([expect.objectContaining({ method: 'GET', path: '/api/v1/observer/count', query: {} })]);
  });

  it('takes the first value when the answer is an array', async () => {
    const api = createObserversApi().on('GET', '/api/v1/observer/count', { body: [7, 3] });
    await expect(getObserverCount(api.http)).resolves.toBe(7);
  });
});
