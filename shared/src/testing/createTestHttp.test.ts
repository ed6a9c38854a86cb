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

  it('records the time limit and the answer type, and lets the reply report upload and download progress', async () => {
    const { http, requests, on } = createTestHttp();
    on('POST', '/upload', (request) => {
      request.reportUploadProgress(0.5);
      return { body: 1 };
    });
    on('GET', '/file', (request) => {
      request.reportDownloadProgress(2048);
      return { body: 'x' };
    });
    const uploaded = jest.fn();
    const downloaded = jest.fn();
    await http.post('/upload', new FormData(), { onUploadProgress: uploaded, timeoutMs: 300_000 });
    await http.get('/file', { responseType: 'blob', onDownloadProgress: downloaded });
    expect(uploaded.mock.calls).toEqual([[0.5], [1]]);
    expect(downloaded).toHaveBeenCalledWith(undefined, 2048);
    expect(requests).toMatchObject([
      { timeoutMs: 300_000, responseType: 'json' },
      { timeoutMs: 15_000, responseType: 'blob' },
    ]);
  });

  it('ends a request at once when its signal aborts, even while the reply is pending, and says it was aborted', async () => {
    const { http, requests, on } = createTestHttp();
    on('GET', '/slow', () => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = http.get('/slow', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests[0]?.aborted).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ aborted: true });
    expect(requests[0]?.aborted).toBe(true);
  });
});
