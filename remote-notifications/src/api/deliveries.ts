import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import type { Notification, Recipient } from './types';

/** GET /api/v1/notification/{id}: one notification, as the history shows it. */
export function getNotification(http: AreaHttpV1, id: number, signal?: AbortSignal): Promise<Notification> {
  return http.get<Notification>(`/api/v1/notification/${id}`, { signal });
}

/** GET /api/v1/notification/{id}/recipients: one page of its recipients, those it did not reach first. */
export function listRecipients(
  http: AreaHttpV1,
  id: number,
  params: { readonly page: number; readonly pageSize: number },
  signal?: AbortSignal,
): Promise<PagedResult<Recipient>> {
  return http.get<PagedResult<Recipient>>(`/api/v1/notification/${id}/recipients`, {
    query: { page: params.page, pageSize: params.pageSize },
    signal,
  });
}

/** GET /api/v1/notification/{id}/undelivered: the active observers it did not reach. */
export async function listUndelivered(http: AreaHttpV1, id: number): Promise<readonly number[]> {
  return (await http.get<{ observerIds: number[] }>(`/api/v1/notification/${id}/undelivered`)).observerIds;
}
