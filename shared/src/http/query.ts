import type { Query, QueryValue } from '../contract';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Serialises query parameters the way spec section 7 asks: list values are repeated as several
 * name=value pairs, and empty values are left out.
 */
export function serializeQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) appendValue(params, name, value);
  return params.toString();
}

function appendValue(params: URLSearchParams, name: string, value: QueryValue) {
  if (isEmpty(value)) return;
  if (Array.isArray(value)) {
    for (const item of value) if (!isEmpty(item)) params.append(name, String(item));
    return;
  }
  params.append(name, String(value));
}

/** On GET, a plain body object stands in for the query when no query is given. */
export function bodyAsQuery(body: unknown): Query | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return undefined;
  return body as Query;
}
