import type { Observer } from '../api/types';
import { pageOf } from './fixtures';

/**
 * A `get` for the fake http that answers the list and the count like the API: the list filtered by
 * name, `total` as the total of every page. Tests replace it per call when they need a failure.
 */
export function listGet(observers: readonly Observer[], total = observers.length, count = total) {
  return jest.fn((path: string, options?: { query?: Record<string, unknown> }) => {
    if (path === '/api/v1/observer/count') return Promise.resolve(count);
    const name = options?.query?.name;
    const data = typeof name === 'string' ? observers.filter((observer) => observer.name.includes(name)) : observers;
    return Promise.resolve(pageOf(data, typeof name === 'string' ? data.length : total, Number(options?.query?.page ?? 1)));
  });
}
