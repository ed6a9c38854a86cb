import { createFakeHttp } from '@observatory/shared/testing';
import { pageOf } from '../testing/fixtures';
import { listObservers } from './listObservers';

describe('listObservers', () => {
  it('sends the filter, the sort and the page to GET /api/v1/observer', async () => {
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue(pageOf([])) });
    const signal = new AbortController().signal;
    await listObservers(http, { name: 'Ana', phone: '0722', sortBy: 'lastSeen', sortDirection: 'desc', page: 3, pageSize: 100 }, signal);
    expect(http.get).toHaveBeenCalledWith('/api/v1/observer', {
      query: { name: 'Ana', phone: '0722', sortBy: 'lastSeen', sortDirection: 'desc', page: 3, pageSize: 100 },
      signal,
    });
  });

  it('leaves absent filters undefined, so the client drops them', async () => {
    const http = createFakeHttp({ get: jest.fn().mockResolvedValue(pageOf([])) });
    await listObservers(http, { page: 1, pageSize: 100 });
    expect(http.get.mock.calls[0]?.[1]?.query).toEqual({
      name: undefined,
      phone: undefined,
      sortBy: undefined,
      sortDirection: undefined,
      page: 1,
      pageSize: 100,
    });
  });
});
