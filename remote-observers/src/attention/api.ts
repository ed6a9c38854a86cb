import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { ApiBody, ApiSchema } from '@observatory/shared/api-types';
import type { PagedResult } from '@observatory/shared/model';

/** One observer who needs attention (GET /api/v1/observer/attention). */
export type AttentionItem = ApiSchema<'AttentionItem'>;
export type AttentionKind = AttentionItem['kind'];
export type Thresholds = ApiSchema<'AttentionThresholds'>;
export type ThresholdsInput = ApiBody<'setAttentionThresholds'>;

export const ATTENTION_KINDS: readonly AttentionKind[] = ['silent', 'not-started', 'left-with-urgent', 'unread'];

const PATH = '/api/v1/observer/attention';

/** One page of a kind, with the NGO's own threshold (no `minutes`): the ones nobody handled first. */
export function listAttention(
  http: AreaHttpV1,
  params: { readonly kind: AttentionKind; readonly page: number; readonly pageSize: number },
  signal?: AbortSignal,
): Promise<PagedResult<AttentionItem>> {
  return http.get<PagedResult<AttentionItem>>(PATH, { query: { kind: params.kind, page: params.page, pageSize: params.pageSize }, signal });
}

/** How many observers each kind holds now (one light request per kind). */
export async function countAttention(http: AreaHttpV1, signal?: AbortSignal): Promise<Record<AttentionKind, number>> {
  const totals = await Promise.all(ATTENTION_KINDS.map((kind) => listAttention(http, { kind, page: 1, pageSize: 1 }, signal)));
  return Object.fromEntries(ATTENTION_KINDS.map((kind, i) => [kind, totals[i]?.totalItems ?? 0])) as Record<AttentionKind, number>;
}

/** Every observer id of a kind (for "Message all"), read in pages of 500. */
export async function allAttentionIds(http: AreaHttpV1, kind: AttentionKind): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const result = await listAttention(http, { kind, page, pageSize: 500 });
    ids.push(...result.data.map((item) => item.observerId));
    if (page >= result.totalPages) return ids;
  }
}

/** PUT /api/v1/observer/attention/handled: by the caller, now. */
export function markHandled(http: AreaHttpV1, observerId: number, kind: AttentionKind): Promise<ApiSchema<'AttentionHandled'>> {
  return http.put<ApiSchema<'AttentionHandled'>>(`${PATH}/handled`, { observerId, kind });
}

export function getThresholds(http: AreaHttpV1, signal?: AbortSignal): Promise<Thresholds> {
  return http.get<Thresholds>(`${PATH}/thresholds`, { signal });
}

export function saveThresholds(http: AreaHttpV1, input: ThresholdsInput): Promise<Thresholds> {
  return http.put<Thresholds>(`${PATH}/thresholds`, input);
}
