import type { AreaHttpV1 } from '@observatory/shared/contract';
import { readRowReport, uploadFile } from '@observatory/shared/http';
import type { RowReport, UploadOptions } from '@observatory/shared/http';
import type { LocationsRowError } from './types';

/** POST /api/v1/polling-station/locations/import (multipart `file`): how many stations were written. */
export function importLocations(http: AreaHttpV1, file: File, options: UploadOptions = {}): Promise<number> {
  return uploadFile<number>(http, '/api/v1/polling-station/locations/import', file, {}, options);
}

/** The refused rows of an import (the API lists the first 200) and how many the file has in all. */
export type LocationsRowReport = RowReport<LocationsRowError>;

function isRowError(value: unknown): value is LocationsRowError {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.line === 'number' && typeof row.field === 'string' && typeof row.code === 'string';
}

/** The per-row report of a refused import, or null for other failures. */
export function readLocationsRowReport(error: unknown): LocationsRowReport | null {
  return readRowReport(error, isRowError);
}
