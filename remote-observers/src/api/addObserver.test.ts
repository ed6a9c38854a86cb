import { createFakeHttp } from '@observatory/shared/testing';
import { addObserver } from './addObserver';

describe('addObserver', () => {
  it('posts a JSON body and no query string, so the PIN never lands in a URL', async () => {
    const http = createFakeHttp({ post: jest.fn().mockResolvedValue(17) });
    await expect(addObserver(http, { name: 'Ana Pop', phone: '0722123456', pin: '1234', sendSMS: false })).resolves.toBe(17);
    expect(http.post).toHaveBeenCalledWith('/api/v1/observer', { name: 'Ana Pop', phone: '0722123456', pin: '1234', sendSMS: false });
  });
});
