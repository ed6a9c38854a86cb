import { createTestHttp } from '@observatory/shared/testing';
import { getFilledIn, getStationInfo, getThreadDetails, listNotes } from './threadDetails';
import { FILLED_IN, STATION_INFO, makeNote } from '../testing/fixtures';

const KEY = { observerId: 7, pollingStationId: 100 };

describe('the reads of one thread', () => {
  it('filledIn names the station and the observer', async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers/filledIn', { body: FILLED_IN });
    await expect(getFilledIn(api.http, KEY)).resolves.toEqual(FILLED_IN);
    expect(api.requests[0]?.query).toEqual({ pollingStationId: '100', observerId: '7' });
  });

  it('pollingStationInfo gives the check-in, or null on 204', async () => {
    const api = createTestHttp().on('GET', '/api/v1/answers/pollingStationInfo', { body: STATION_INFO });
    await expect(getStationInfo(api.http, KEY)).resolves.toEqual(STATION_INFO);
    expect(api.requests[0]?.query).toEqual({ observerId: '7', pollingStationId: '100' });
    api.on('GET', '/api/v1/answers/pollingStationInfo', { status: 204, body: '' });
    await expect(getStationInfo(api.http, KEY)).resolves.toBeNull();
  });

  it('notes come from GET /api/v2/note', async () => {
    const api = createTestHttp().on('GET', '/api/v2/note', { body: [makeNote()] });
    await expect(listNotes(api.http, KEY)).resolves.toEqual([makeNote()]);
    expect(api.requests[0]).toMatchObject({ path: '/api/v2/note', query: { observerId: '7', pollingStationId: '100' } });
  });

  it('the three reads go together, and one failure fails them together', async () => {
    const api = createTestHttp()
      .on('GET', '/api/v1/answers/pollingStationInfo', { status: 204 })
      .on('GET', '/api/v1/answers/filledIn', { body: FILLED_IN })
      .on('GET', '/api/v2/note', { body: [] });
    await expect(getThreadDetails(api.http, KEY)).resolves.toEqual({ info: null, answers: FILLED_IN, notes: [] });
    api.on('GET', '/api/v2/note', { status: 404 });
    await expect(getThreadDetails(api.http, KEY)).rejects.toMatchObject({ status: 404 });
  });
});
