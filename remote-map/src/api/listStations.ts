import type { AreaHttpV1 } from '@observatory/shared/contract';
import { MAP_MARK, markMap } from '../lib/timing';
import { MAP_PATH } from './types';
import type { MapQuery, MapStation } from './types';

/**
 * GET /api/v1/map/stations?county=&since=: a row for every station of the scope. The API answers
 * an ETag and `Cache-Control: no-cache`, so the browser revalidates each poll and a 304 costs nothing.
 */
export function listStations(http: AreaHttpV1, query: MapQuery, signal?: AbortSignal): Promise<readonly MapStation[]> {
  return http
    .get<readonly MapStation[]>(`${MAP_PATH}/stations`, { query: { county: query.county, since: query.since }, signal })
    .then((stations) => {
      markMap(MAP_MARK.received, stations.length);
      return stations;
    });
}
