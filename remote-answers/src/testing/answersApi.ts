import { createTestHttp } from '@observatory/shared/testing';
import type { TestHttp } from '@observatory/shared/testing';
import { COUNTIES, FILLED_IN, FORMS, FORM_A, FORM_B, STATION_INFO, makeNote, makeThread, pageOf } from './fixtures';

/**
 * The real HTTP client over a fake API that answers every call of the area with the fixtures:
 * a test changes only what it is about (later `on` calls win) and asserts on `requests`.
 */
export function createAnswersApi(): TestHttp {
  return (
    createTestHttp()
      .on('GET', '/api/v1/county', { body: COUNTIES })
      .on('GET', '/api/v1/answers', { body: pageOf([makeThread()]) })
      .on('GET', '/api/v1/answers/filledIn', { body: FILLED_IN })
      .on('GET', '/api/v1/answers/pollingStationInfo', { body: STATION_INFO })
      .on('GET', '/api/v2/note', { body: [makeNote()] })
      .on('GET', '/api/v1/form', { body: { formVersions: FORMS } })
      .on('GET', '/api/v1/form/1', { body: FORM_A })
      .on('GET', '/api/v1/form/2', { body: FORM_B })
      .on('GET', '/api/v1/answers/follow-up/history', { body: [] })
      .on('GET', /^\/api\/v1\/audit\/thread\//, { body: [] })
      // Claims: the caller gets the thread for 10 minutes; a release answers "no one".
      .on('PUT', '/api/v1/answers/claim', () => ({
        body: { claimedBy: 'ngoadmin', claimedUntil: new Date(Date.now() + 10 * 60_000).toISOString() },
      }))
      .on('DELETE', '/api/v1/answers/claim', { body: { claimedBy: null, claimedUntil: null } })
  );
}

/** The requests sent to one path. */
export function requestsTo(api: TestHttp, path: string) {
  return api.requests.filter((request) => request.path === path);
}
