import { createObserversApi } from '../testing/observersApi';
import { listObservers } from './listObservers';

describe('listObservers', () => {
  it('sends the filter, the sort and the page to GET /api/v1/observer', async () => {
    const api = createObserversApi();
    await listObservers(api.http, { name: 'Ana', phone: '0722', sortBy: 'lastSeen', sortDirection: 'desc', page: 3, pageSize: 100 });
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/v1/observer',
        query: { name: 'Ana', phone: '0722', sortBy: 'lastSeen', sortDirection: 'desc', page: '3', pageSize: '100' },
      }),
    ]);
  });

  it("sends a neighbour's cursor as after, beside the page number", async () => {
    const api = createObserversApi();
    await listObservers(api.http, { sortBy: 'name', page: 4, pageSize: 100, after: 'opaque-cursor' });
    expect(api.requests[0]?.query).toEqual({ sortBy: 'name', page: '4', pageSize: '100', after: 'opaque-cursor' });
  });

  it('leaves absent and empty filters out of the query, so an empty filter is no filter', async () => {
    const api = createObserversApi();
    await listObservers(api.http, { name: '', page: 1, pageSize: 100 });
    expect(api.requests[0]?.query).toEqual({ page: '1', pageSize: '100' });
  });

  it('gives up when its signal aborts: the answer of a list no longer on screen is not delivered', async () => {
    const controller = new AbortController();
    const api = createObserversApi().on('GET', '/api/v1/observer', () => {
      controller.abort();
      return { body: { data: [], page: 1, pageSize: 100, totalItems: 0, totalPages: 0 } };
    });
    await expect(listObservers(api.http, { page: 1, pageSize: 100 }, controller.signal)).rejects.toMatchObject({ aborted: true });
    expect(api.requests[0]?.aborted).toBe(true);
  });
});
