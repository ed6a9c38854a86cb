import { createFakeHttp } from '@observatory/shared/testing';
import { resetObserverPassword } from './resetObserverPassword';

describe('resetObserverPassword', () => {
  it('posts the reset-password action with the phone and the new PIN in the body', async () => {
    const http = createFakeHttp({ post: jest.fn().mockResolvedValue(true) });
    await resetObserverPassword(http, '0722123456', '4321');
    expect(http.post).toHaveBeenCalledWith('/api/v1/observer/reset', { action: 'reset-password', phoneNumber: '0722123456', pin: '4321' });
  });
});
