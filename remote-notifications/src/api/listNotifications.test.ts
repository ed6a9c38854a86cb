import { createTestHttp } from '@observatory/shared/testing';
import { listNotifications } from './listNotifications';

describe('listNotifications', () => {
  it('asks for one page of the history with its size', async () => {
    const page = { data: [], page: 3, pageSize: 100, totalItems: 250, totalPages: 3 };
    const api = createTestHttp().on('GET', '/api/v1/notification/get/all', { body: page });
    await expect(listNotifications(api.http, { page: 3, pageSize: 100 })).resolves.toEqual(page);
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/notification/get/all', query: { page: '3', pageSize: '100' } });
  });
});
