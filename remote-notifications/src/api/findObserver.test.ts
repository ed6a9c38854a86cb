import { createTestHttp } from '@observatory/shared/testing';
import { findObserver } from './findObserver';

const pageOf = (data: unknown[]) => ({ data, page: 1, pageSize: 20, totalItems: data.length, totalPages: data.length ? 1 : 0 });

describe('findObserver', () => {
  it('looks one observer up by id', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer', { body: pageOf([{ id: 12, name: 'Ana Pop', phone: '0722000012' }]) });
    await expect(findObserver(api.http, 12)).resolves.toEqual({ id: 12, name: 'Ana Pop', phone: '0722000012' });
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/observer', query: { id: '12' } });
  });

  it('answers null for an empty page (not the caller’s to see)', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer', { body: pageOf([]) });
    await expect(findObserver(api.http, 12)).resolves.toBeNull();
  });

  it('answers null when the server returned someone else', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer', { body: pageOf([{ id: 1, name: 'First', phone: '0722000001' }]) });
    await expect(findObserver(api.http, 12)).resolves.toBeNull();
  });
});
