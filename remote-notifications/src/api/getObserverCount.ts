import type { AreaHttpV1 } from '@observatory/shared/contract';

/** GET /api/v1/observer/count: every observer the caller can see, whom a send to all reaches. */
export async function getObserverCount(http: AreaHttpV1, signal?: AbortSignal): Promise<number> {
  const answer = await http.get<number | readonly number[]>('/api/v1/observer/count', { signal });
  // The spec says "a number (first value used)": accept a bare number or a one-element array.
  const count = Array.isArray(answer) ? answer[0] : answer;
  return typeof count === 'number' ? count : Number(count ?? 0);
}
