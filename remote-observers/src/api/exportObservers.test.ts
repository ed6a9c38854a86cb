import { createObserversApi } from '../testing/observersApi';
import { EXPORT_TIMEOUT_MS, exportObservers } from './exportObservers';

describe('exportObservers', () => {
  it('downloads GET /api/v1/observer/export as a blob with the list filters and a long time limit', async () => {
    const api = createObserversApi();
    await exportObservers(api.http, { name: 'Ana', phone: undefined });
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/observer/export',
        query: { name: 'Ana' },
        responseType: 'blob',
        timeoutMs: EXPORT_TIMEOUT_MS,
      }),
    ]);
    expect(EXPORT_TIMEOUT_MS).toBeGreaterThanOrEqual(120_000);
  });
});
