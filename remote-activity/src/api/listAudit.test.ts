import { createTestHttp } from '@observatory/shared/testing';
import { listAudit } from './listAudit';

describe('listAudit', () => {
  it('asks for one page with the filters given and leaves the others out', async () => {
    const page = { data: [], page: 2, pageSize: 50, totalItems: 60, totalPages: 2 };
    const api = createTestHttp().on('GET', '/api/v1/audit', { body: page });
    await expect(listAudit(api.http, { page: 2, pageSize: 50, action: 'observer.pin-reset', actor: 'ana' })).resolves.toEqual(page);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/audit',
      query: { page: '2', pageSize: '50', action: 'observer.pin-reset', actor: 'ana' },
    });
    expect(api.requests[0]?.query).not.toHaveProperty('entityType');
  });
});
