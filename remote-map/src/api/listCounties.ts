import type { AreaHttpV1 } from '@observatory/shared/contract';
import { MAP_PATH } from './types';
import type { MapCounty } from './types';

/** GET /api/v1/map/counties?since=: every county of the caller's scope with its coverage. */
export function listCounties(http: AreaHttpV1, since: string | undefined, signal?: AbortSignal): Promise<readonly MapCounty[]> {
  return http.get<readonly MapCounty[]>(`${MAP_PATH}/counties`, { query: { since }, signal });
}
