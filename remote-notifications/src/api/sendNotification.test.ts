import { createTestHttp } from '@observatory/shared/testing';
import { sendNotification, sendNotificationToAll } from './sendNotification';

const content = { title: 'Opening', message: 'Fill in form A by 8:00.' };

describe('sendNotification', () => {
  it('posts the text, the fixed channel and sender, and exactly the recipients', async () => {
    const api = createTestHttp().on('POST', '/api/v1/notification/send', { status: 202, body: { sent: 2 } });
    await expect(sendNotification(api.http, content, [7, 12])).resolves.toEqual({ sent: 2 });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/v1/notification/send',
      query: {},
      body: { channel: 'Firebase', from: 'Monitorizare Vot', title: 'Opening', message: 'Fill in form A by 8:00.', recipients: [7, 12] },
    });
  });

  it('reads a bare number as the count sent', async () => {
    const api = createTestHttp().on('POST', '/api/v1/notification/send', { status: 202, body: 3 });
    await expect(sendNotification(api.http, content, [1, 2, 3])).resolves.toEqual({ sent: 3 });
  });

  it('rejects with the API error when the send fails', async () => {
    const api = createTestHttp().on('POST', '/api/v1/notification/send', { status: 404, body: { status: 404 } });
    await expect(sendNotification(api.http, content, [99])).rejects.toMatchObject({ status: 404 });
  });
});

describe('sendNotificationToAll', () => {
  it('posts the text without recipients to send/all', async () => {
    const api = createTestHttp().on('POST', '/api/v1/notification/send/all', { status: 202, body: { sent: 812 } });
    await expect(sendNotificationToAll(api.http, content)).resolves.toEqual({ sent: 812 });
    expect(api.requests[0]?.path).toBe('/api/v1/notification/send/all');
    expect(api.requests[0]?.body).toEqual({
      channel: 'Firebase',
      from: 'Monitorizare Vot',
      title: 'Opening',
      message: 'Fill in form A by 8:00.',
    });
  });
});
