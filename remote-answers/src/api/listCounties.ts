import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { County } from '@observatory/shared/model';

const COUNTIES_PATH = '/api/v1/county';

/** GET /api/v1/county: the counties of the filter, in display order. */
export function listCounties(http: AreaHttpV1, signal?: AbortSignal): Promise<County[]> {
  return http.get<County[]>(COUNTIES_PATH, { signal });
}
