import { createFakeHttp } from '@observatory/shared/testing';
import { getObserverCount } from './getObserverCount';

describe('getObserverCount', () => {
  it('reads the bare number of GET /api/v1/observer/count', async () => {
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue(812) });
    await expect(getObserverCount(http)).resolves.toBe(812);
    expect(http.get).toHaveBeenCalledWith('/api/v1/observer/count', { signal: undefined });
  });

  it('takes the first value when the answer is an array', async () => {
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue([7]) });
    await expect(getObserverCount(http)).resolves.toBe(7);
  });
});
