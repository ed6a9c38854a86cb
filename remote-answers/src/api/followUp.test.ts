import { createTestHttp } from '@observatory/shared/testing';
import { getFollowUpHistory, setFollowUp } from './followUp';

const KEY = { observerId: 7, pollingStationId: 100 };

describe('follow-up', () => {
  it('PUTs the status of one thread', async () => {
    const saved = { followUp: 'resolved', followUpBy: 'ngoadmin', followUpAt: '2026-05-18T09:00:00.000Z' };
    const api = createTestHttp().on('PUT', '/api/v1/answers/follow-up', { body: saved });
    await expect(setFollowUp(api.http, KEY, 'resolved')).resolves.toEqual(saved);
    expect(api.requests[0]).toMatchObject({ method: 'PUT', body: { observerId: 7, pollingStationId: 100, status: 'resolved' } });
  });

  it('reads the history of one thread', async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers/follow-up/history', { body: [] });
    await expect(getFollowUpHistory(api.http, KEY)).resolves.toEqual([]);
    expect(api.requests[0]?.query).toEqual({ observerId: '7', pollingStationId: '100' });
  });
});
