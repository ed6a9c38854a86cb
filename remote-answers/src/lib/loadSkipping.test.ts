import { ANSWERS_REFRESH_MS } from './constants';
import { shouldLoadThreads } from './loadSkipping';

describe('shouldLoadThreads (spec section 5)', () => {
  const now = 1_000_000;

  it('loads when no threads are held', () => {
    expect(shouldLoadThreads(undefined, now)).toBe(true);
  });

  it('skips while the held threads are recent', () => {
    expect(shouldLoadThreads({ fetchedAt: now - ANSWERS_REFRESH_MS + 1 }, now)).toBe(false);
  });

  it('loads once the last refresh is 60 s old', () => {
    expect(shouldLoadThreads({ fetchedAt: now - ANSWERS_REFRESH_MS }, now)).toBe(true);
  });

  it('loads when a refresh is asked for, however recent', () => {
    expect(shouldLoadThreads({ fetchedAt: now }, now, true)).toBe(true);
  });
});
