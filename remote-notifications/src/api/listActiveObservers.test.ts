import { createTestHttp } from '@observatory/shared/testing';
import { listActiveObservers } from './listActiveObservers';

describe('listActiveObservers', () => {
  it('asks for the observers checked in at the county and range', async () => {
    const api = createTestHttp().on('GET', '/api/v1/observer/active', { body: [{ id: 4, name: 'Ana', phone: '0722' }] });
    await expect(listActiveObservers(api.http, { countyCode: 'AB', from: 3, to: 40 })).resolves.toEqual([
      { id: 4, name: 'Ana', phone: '0722' },
    ]);
    expect(api.requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/v1/observer/active',
      query: { countyCodes: 'AB', fromPollingStationNumber: '3', toPollingStationNumber: '40', currentlyCheckedIn: 'true' },
    });
  });
});
