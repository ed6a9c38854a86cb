import { notificationsLink } from './notificationsLink';

describe('notificationsLink', () => {
  it('puts the ids in toObserverIds as an encoded JSON array', () => {
    expect(notificationsLink([1, 22])).toBe('/notifications?toObserverIds=%5B1%2C22%5D');
  });
});
