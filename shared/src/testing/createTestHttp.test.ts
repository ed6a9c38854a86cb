import { isApiError } from '@observatory/shared/http';
import { createTestHttp } from './createTestHttp';

describe('createTestHttp', () => {
  it('records the path, the serialised query and the body the real client sent', async () => {
    const { http, requests, on } = createTestHttp();
    on('GET', '/api/v1/observer', { body: { data: [] } });
    on('POST', '/api/v1/observer', { body: 7 });
    await expect(http.get('/api/v1/observer', { query: { page: 2, name: 'Ana', empty: '', ids: [1, 2] } })).resolves.toEqual({ data: [] });
    await expect(http.post('/api/v1/observer', { name: 'Ana' })).resolves.toBe(7);
    expect(requests).toMatchObject([
      { method: 'GET', path: '/api/v1/observer', query: { page: '2', name: 'Ana', ids: ['1', '2'] } },
      { method: 'POST', path: '/api/v1/observer', body: { name: 'Ana' } },
    ]);
    expect(requests[0]?.query).not.toHaveProperty('empty');
  });

  it('turns GET bodies into queries, as the spec asks', async () => {
    const { http, requests, on } = createTestHttp();
    on('GET', /^\/api\/v1\/answers/, { body: [] });
    await http.get('/api/v1/answers/filledIn', { body: { observerId: 3, pollingStationId: 9 } });
    expect(requests[0]?.query).toEqual({ observerId: '3', pollingStationId: '9' });
  });

  it('rejects with the kit’s ApiError for statuses, network failures and requests nobody programmed', async () => {
    const { http, on } = createTestHttp();
    on('DELETE', '/api/v1/form', { status: 409, body: { title: 'Conflict', detail: 'has answers' } });
    on('PUT', '/down', 'network-error');
    await expect(http.delete('/api/v1/form')).rejects.toMatchObject({ status: 409, detail: 'has answers' });
    await expect(http.put('/down')).rejects.toMatchObject({ status: 0, network: true });
    const unexpected = await http.get('/nowhere').catch((error: unknown) => error);
    expect(isApiError(unexpected) && unexpected.status).toBe(501);
  });
});
