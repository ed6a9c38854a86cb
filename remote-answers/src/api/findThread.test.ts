import { createTestHttp } from '@observatory/shared/testing';
import { findThread } from './findThread';
import { makeThread, pageOf } from '../testing/fixtures';

const KEY = { observerId: 7, pollingStationId: 100 };

describe('findThread', () => {
  it("reads the observer's threads and picks the station", async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers', {
      body: pageOf([makeThread({ pollingStationId: 99 }), makeThread({ pollingStationId: 100, observerName: 'Ana' })]),
    });
    await expect(findThread(api.http, KEY)).resolves.toMatchObject({ pollingStationId: 100, observerName: 'Ana' });
    expect(api.requests[0]?.query).toEqual({ observerId: '7', page: '1', pageSize: '100' });
  });

  it('gives undefined when the observer sent nothing from that station', async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers', { body: pageOf([]) });
    await expect(findThread(api.http, KEY)).resolves.toBeUndefined();
  });
});
