import { createTestHttp } from '@observatory/shared/testing';
import type { SentRequest, TestHttp } from '@observatory/shared/testing';
import type { Observer } from '../api/types';
import { pageOf } from './fixtures';

export interface ObserversApiOptions {
  /** The observers the list holds (every page shows them, filtered by name and phone). */
  readonly observers?: readonly Observer[];
  /** The list's total over every page (default: how many observers there are). */
  readonly total?: number;
  /** What GET /count answers (default: `total`). */
  readonly count?: number;
}

export const OBSERVERS = '/api/v1/observer';
export const COUNT = '/api/v1/observer/count';

/**
 * The observers endpoints over the kit's real HTTP client (createTestHttp), like the API: the list
 * filtered by name and phone (the page and size echoed, keyset cursors beside them), the count, a lookup by id or phone, and
 * add, edit, delete, reset and import answering success, an empty history. A test changes what it is about with `on`
 * (later calls win) and asserts on `requests`: path, query and body, as the API received them.
 */
export function createObserversApi(options: ObserversApiOptions = {}): TestHttp {
  const observers = options.observers ?? [];
  const total = options.total ?? observers.length;
  return (
    createTestHttp()
      .on('GET', OBSERVERS, (request) => {
        const { name, phone, id, Number: byPhone } = request.query;
        const page = Number(request.query.page ?? 1);
        const pageSize = Number(request.query.pageSize ?? 100);
        if (typeof id === 'string') return { body: pageOf(observers.filter((observer) => String(observer.id) === id)) };
        if (typeof byPhone === 'string') return { body: pageOf(observers.filter((observer) => observer.phone.includes(byPhone))) };
        const rows = observers.filter(
          (observer) =>
            (typeof name !== 'string' || observer.name.includes(name)) && (typeof phone !== 'string' || observer.phone.includes(phone)),
        );
        const filtered = typeof name === 'string' || typeof phone === 'string';
        const body = pageOf(rows, filtered ? rows.length : total, page, pageSize);
        // Keyset cursors as the API gives them (opaque to the area): none past either end.
        const cursors = {
          nextCursor: page < body.totalPages ? `cursor-after-page-${page}` : null,
          previousCursor: page > 1 ? `cursor-before-page-${page}` : null,
        };
        return { body: { ...body, ...cursors } };
      })
      .on('GET', COUNT, { body: options.count ?? total })
      .on('POST', OBSERVERS, { body: 99 })
      .on('PUT', OBSERVERS, { body: true })
      .on('DELETE', OBSERVERS, { body: true })
      .on('POST', '/api/v1/observer/reset', { body: true })
      .on('POST', '/api/v1/observer/import', { body: 0 })
      .on('GET', '/api/v1/observer/export', { body: 'Name,Phone\n' })
      // The profile's history (audit trail): none unless a test says otherwise.
      .on('GET', /^\/api\/v1\/audit\/observer\//, { body: [] })
  );
}

/** The requests sent to one path (and method, when given). */
export function requestsTo(api: TestHttp, path: string, method?: string): SentRequest[] {
  return api.requests.filter((request) => request.path === path && (method === undefined || request.method === method));
}

/** The queries of the list requests (GET /api/v1/observer without an id or phone lookup). */
export function listQueries(api: TestHttp) {
  return requestsTo(api, OBSERVERS, 'GET')
    .map((request) => request.query)
    .filter((query) => query.id === undefined && query.Number === undefined);
}
