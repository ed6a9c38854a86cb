import type { AreaHttpV1 } from '@observatory/shared/contract';
import { MAP_PATH } from './types';
import type { MapStationDetail } from './types';

/** GET /api/v1/map/stations/{id}: the panel's station (address, observers, urgent threads). */
export function getStation(http: AreaHttpV1, id: number, signal?: AbortSignal): Promise<MapStationDetail> {
  return http.get<MapStationDetail>(`${MAP_PATH}/stations/${encodeURIComponent(String(id))}`, { signal });
}
