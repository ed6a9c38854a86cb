import { createTestHttp } from '@observatory/shared/testing';
import { listThreads } from './listThreads';
import { makeThread, pageOf } from '../testing/fixtures';

describe('listThreads', () => {
  it('asks for one page with only the filters that have a value', async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers', { body: pageOf([makeThread()]) });
    await expect(listThreads(api.http, { page: 2, pageSize: 20, county: 'AB', phoneObserver: '', urgent: undefined })).resolves.toEqual(
      pageOf([makeThread()]),
    );
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/api/v1/answers', query: { county: 'AB', page: '2', pageSize: '20' } });
  });

  it('sends every filter of the urgent list, and asks for what is not resolved first', async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers', { body: pageOf([]) });
    await listThreads(api.http, {
      page: 1,
      pageSize: 20,
      county: 'CJ',
      pollingStationNumber: 12,
      phoneObserver: '0722',
      from: '2026-05-18T05:00:00.000Z',
      to: '2026-05-18T20:59:59.999Z',
      urgent: true,
      followUp: 'needed',
      unresolvedFirst: true,
    });
    expect(api.requests[0]?.query).toEqual({
      county: 'CJ',
      pollingStationNumber: '12',
      phoneObserver: '0722',
      from: '2026-05-18T05:00:00.000Z',
      to: '2026-05-18T20:59:59.999Z',
      urgent: 'true',
      followUp: 'needed',
      page: '1',
      pageSize: '20',
      unresolvedFirst: 'true',
    });
  });
});
