import { normalizeKeys } from '../validation/validate.js';

export interface Paging {
  page: number;
  pageSize: number;
  offset: number;
}

export interface Envelope<T> {
  data: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

export const MAX_PAGE_SIZE = 1000;
const MAX_PAGE = 10_000_000;

function positiveInt(v: unknown): number | undefined {
  const raw = Array.isArray(v) ? v[v.length - 1] : v;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : undefined;
}

/** Contract: below 1 or not a number -> default; above 1000 -> 1000. Never a 400. */
export function readPaging(query: unknown, defaultPageSize = 20): Paging {
  const q = normalizeKeys(query, ['page', 'pageSize']);
  const page = Math.min(positiveInt(q.page) ?? 1, MAX_PAGE);
  const pageSize = Math.min(positiveInt(q.pageSize) ?? defaultPageSize, MAX_PAGE_SIZE);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The paging of a query its schema already read (see `pageField`). */
export function pagingOf(q: { page: number; pageSize: number }): Paging {
  return { page: q.page, pageSize: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

export function envelope<T>(data: T[], paging: Paging, totalItems: number): Envelope<T> {
  return {
    data,
    page: paging.page,
    pageSize: paging.pageSize,
    totalItems,
    totalPages: totalItems === 0 ? 0 : Math.ceil(totalItems / paging.pageSize),
  };
}

/** Escapes LIKE wildcards; every LIKE in the app uses ESCAPE '\\'. */
export function likeContains(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
