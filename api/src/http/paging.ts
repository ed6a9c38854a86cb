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
