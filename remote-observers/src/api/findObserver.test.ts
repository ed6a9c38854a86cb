import { createFakeHttp } from '@observatory/shared/testing';
import { makeObserver, pageOf } from '../testing/fixtures';
import { findObserver } from './findObserver';

describe('findObserver', () => {
  it('asks GET /api/v1/observer?Number= and keeps only the exact phone', async () => {
    const near = makeObserver({ id: 1, phone: '07220000011' });
    const exact = makeObserver({ id: 2, phone: '0722000001' });
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue(pageOf([near, exact])) });
    await expect(findObserver(http, '0722000001')).resolves.toEqual(exact);
    expect(http.get).toHaveBeenCalledWith('/api/v1/observer', { query: { Number: '0722000001', pageSize: 100 }, signal: undefined });
  });

  it('falls back to an id match, and null when nothing matches', async () => {
    const observer = makeObserver({ id: 42, phone: '0722000042' });
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue(pageOf([observer])) });
    await expect(findObserver(http, '42')).resolves.toEqual(observer);
    await expect(findObserver(http, '999')).resolves.toBeNull();
  });
});
