import { createTestHttp } from '@observatory/shared/testing';
import { resetObserverPassword } from './resetObserverPassword';

describe('resetObserverPassword', () => {
  it('posts the reset-password action for the observer’s id, with the phone and the new PIN', async () => {
    const { http, requests, on } = createTestHttp();
    on('POST', '/api/v1/observer/reset', { body: true });
    await resetObserverPassword(http, { id: 17, phone: '0722123456' }, '4321');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/observer/reset',
        body: { action: 'reset-password', observerId: 17, phoneNumber: '0722123456', pin: '4321' },
      }),
    ]);
  });
});
