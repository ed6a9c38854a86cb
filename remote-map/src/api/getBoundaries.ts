import type { AreaHttpV1 } from '@observatory/shared/contract';
import { isApiError } from '@observatory/shared/http';
import { MAP_PATH } from './types';
import type { Boundaries } from './types';

/**
 * GET /api/v1/map/boundaries: the county outlines, or null when the deployment configured none
 * (404): the map then works without them and says so. Other failures are passed on.
 */
export async function getBoundaries(http: AreaHttpV1, signal?: AbortSignal): Promise<Boundaries | null> {
  try {
    return await http.get<Boundaries>(`${MAP_PATH}/boundaries`, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
