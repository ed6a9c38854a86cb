import type { TFunction } from 'i18next';
import { ApiError } from '@observatory/shared/http';
import { describeError, isForbidden } from './describeError';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const failure = (status: number, network = false) =>
  new ApiError({ status, title: 'x', detail: 'raw server text', fieldErrors: {}, network, aborted: false });

describe('describeError', () => {
  it('picks the kit’s reason by status, never the server’s own text', () => {
    expect(describeError(t, failure(0, true))).toBe('[errors.network]');
    expect(describeError(t, failure(403))).toBe('[errors.forbidden]');
    expect(describeError(t, failure(404))).toBe('[errors.notFound]');
    expect(describeError(t, failure(503))).toBe('[errors.server]');
    expect(describeError(t, failure(400))).toBe('[errors.generic]');
    expect(describeError(t, new Error('boom'))).toBe('[errors.generic]');
  });

  it('says what failed first, then why; a status the caller explains wins', () => {
    expect(describeError(t, failure(0, true), { what: 'Not saved.' })).toBe('Not saved. [errors.network]');
    expect(describeError(t, failure(400), { what: 'Not saved.' })).toBe('Not saved.');
    expect(describeError(t, failure(409), { what: 'Not saved.', 409: 'The code is taken.' })).toBe('The code is taken.');
    expect(describeError(t, failure(0, true), { 0: 'never used for network failures' })).toBe('[errors.network]');
    expect(isForbidden(failure(403))).toBe(true);
    expect(isForbidden(failure(401))).toBe(false);
  });
});
