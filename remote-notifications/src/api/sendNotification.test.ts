import { createTestHttp } from '@observatory/shared/testing';
import type { AreaHttpV1, RequestOptions } from '@observatory/shared/contract';
import { SEND_TIMEOUT_MS, sendNotification, sendNotificationToAll } from './sendNotification';

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

describe('the time a send may take', () => {
  /** An AreaHttpV1 that records the options of each post (the test transport does not see the timeout). */
  function recordingHttp() {
    const options: unknown[] = [];
    const http: AreaHttpV1 = {
      get: () => Promise.reject(new Error('not used')),
      put: () => Promise.reject(new Error('not used')),
      delete: () => Promise.reject(new Error('not used')),
      post: <T>(_path: string, _body?: unknown, given?: RequestOptions) => {
        options.push(given);
        return Promise.resolve({ sent: 1 } as T);
      },
    };
    return { http, options };
  }

  it('is longer than the 15 s every other request gets, for both send routes', async () => {
    const { http, options } = recordingHttp();
    await sendNotification(http, content, [1]);
    await sendNotificationToAll(http, content);
    expect(options).toEqual([{ timeoutMs: SEND_TIMEOUT_MS }, { timeoutMs: SEND_TIMEOUT_MS }]);
    expect(SEND_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
  });
});
