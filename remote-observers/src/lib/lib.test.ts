import { ApiError } from '@observatory/shared/http';
import type { TFunction } from 'i18next';
import { describeError, isForbidden } from './describeError';
import { notificationsLink } from './notificationsLink';
import { areaPaths } from './paths';

const t = ((key: string) => key) as unknown as TFunction;
const failure = (status: number, network = false) =>
  new ApiError({ status, title: 'x', detail: 'raw server text', fieldErrors: {}, network, aborted: false });

describe('describeError', () => {
  it('picks a sentence by status and never shows the server’s own text', () => {
    expect(describeError(t, failure(0, true), 'fallback')).toBe('errors.network');
    expect(describeError(t, failure(403), 'fallback')).toBe('errors.forbidden');
    expect(describeError(t, failure(404), 'fallback')).toBe('errors.notFound');
    expect(describeError(t, failure(503), 'fallback')).toBe('errors.server');
    expect(describeError(t, failure(400), 'fallback')).toBe('fallback');
    expect(describeError(t, new Error('boom'), 'fallback')).toBe('fallback');
    expect(isForbidden(failure(403))).toBe(true);
  });
});

describe('notificationsLink', () => {
  it('puts the ids in toObserverIds as an encoded JSON array', () => {
    expect(notificationsLink([1, 22])).toBe('/notifications?toObserverIds=%5B1%2C22%5D');
  });
});

describe('areaPaths', () => {
  it('builds relative paths and encodes the key', () => {
    expect(areaPaths.edit('+40722')).toBe('profil/edit/%2B40722');
    expect(areaPaths.profile('view', 7)).toBe('profil/view/7');
  });
});
