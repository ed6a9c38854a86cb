import { createObserversApi, requestsTo } from '../testing/observersApi';
import { addObserver } from './addObserver';

describe('addObserver', () => {
  it('posts a JSON body and no query string, so the PIN never lands in a URL, and answers the new id', async () => {
    const api = createObserversApi().on('POST', '/api/v1/observer', { body: 17 });
    await expect(addObserver(api.http, { name: 'Ana Pop', phone: '0722123456', pin: '1234', sendSMS: false })).resolves.toBe(17);
    expect(requestsTo(api, '/api/v1/observer')).toEqual([
      expect.objectContaining({
        method: 'POST',
        query: {},
        body: { name: 'Ana Pop', phone: '0722123456', pin: '1234', sendSMS: false },
      }),
    ]);
  });
});
