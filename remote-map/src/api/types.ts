import type { ApiQuery, ApiSchema } from '@observatory/shared/api-types';

/** The map area's wire types, named from the API's generated types (api/openapi.json, tag "Map"). */

/** One county's coverage (GET /api/v1/map/counties). */
export type MapCounty = ApiSchema<'MapCounty'>;
/** One station's point and state (GET /api/v1/map/stations). */
export type MapStation = ApiSchema<'MapStation'>;
/** A station's state, as the caller's NGO sees it. */
export type StationState = MapStation['state'];
/** One station for the panel (GET /api/v1/map/stations/{id}). */
export type MapStationDetail = ApiSchema<'MapStationDetail'>;
/** The county outlines (GET /api/v1/map/boundaries). */
export type Boundaries = ApiSchema<'Boundaries'>;
/** The filters the lists take. */
export type MapQuery = ApiQuery<'mapStations'>;
/** One bad row of a refused locations import. */
export type LocationsRowError = ApiSchema<'LocationsImportRowError'>;

export const MAP_PATH = '/api/v1/map';
