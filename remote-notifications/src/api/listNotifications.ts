import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { PagedResult } from '@observatory/shared/model';
import type { Notification } from './types';

const HISTORY_PATH = '/api/v1/notification/get/all';

/** GET /api/v1/notification/get/all: one page of what was sent, newest first. */
export function listNotifications(
  http: AreaHttpV1,
  params: { readonly page: number; readonly pageSize: number },
  signal?: AbortSignal,
): Promise<PagedResult<Notification>> {
  return http.get<PagedResult<Notification>>(HISTORY_PATH, { query: { page: params.page, pageSize: params.pageSize }, signal });
}
