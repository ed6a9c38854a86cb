import { createFakeHttp } from '@observatory/shared/testing';
import { EXPORT_TIMEOUT_MS, exportObservers } from './exportObservers';

describe('exportObservers', () => {
  it('downloads GET /api/v1/observer/export as a blob with the list filters and a long time limit', async () => {
    const blob = new Blob(['Name,Phone']);
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue(blob) });
    await expect(exportObservers(http, { name: 'Ana', phone: undefined })).resolves.toBe(blob);
    expect(http.get).toHaveBeenCalledWith('/api/v1/observer/export', {
      query: { name: 'Ana', phone: undefined },
      responseType: 'blob',
      timeoutMs: EXPORT_TIMEOUT_MS,
      signal: undefined,
    });
    expect(EXPORT_TIMEOUT_MS).toBeGreaterThanOrEqual(120_000);
  });
});
