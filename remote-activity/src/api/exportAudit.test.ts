import { createTestHttp } from '@observatory/shared/testing';
import { exportAudit } from './exportAudit';

describe('exportAudit', () => {
  it('reports the bytes received while the file arrives', async () => {
    const heard: number[] = [];
    const api = createTestHttp().on('GET', '/api/v1/audit/export', (request) => {
      request.reportDownloadProgress(2048);
      return { body: 'Id,At\n' };
    });
    await exportAudit(api.http, {}, { onProgress: (bytes) => heard.push(bytes) });
    expect(heard).toEqual([2048]);
  });

  it('asks for the CSV with the filters, as a file', async () => {
    const api = createTestHttp().on('GET', '/api/v1/audit/export', { body: 'Id,At\n' });
    await exportAudit(api.http, { entityType: 'observer', from: '2026-11-01T00:00:00.000Z' });
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/audit/export',
      query: { entityType: 'observer', from: '2026-11-01T00:00:00.000Z' },
      responseType: 'blob',
    });
  });
});
