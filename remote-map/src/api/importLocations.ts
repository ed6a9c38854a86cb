import type { AreaHttpV1 } from '@observatory/shared/contract';
import { isApiError } from '@observatory/shared/http';
import type { LocationsRowError } from './types';

/** Thousands of rows in one transaction: give it well over the API's worst case. */
const IMPORT_TIMEOUT_MS = 300_000;

export interface ImportOptions {
  /** Upload progress from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** POST /api/v1/polling-station/locations/import (multipart `file`): how many stations were written. */
export function importLocations(http: AreaHttpV1, file: File, options: ImportOptions = {}): Promise<number> {
  const form = new FormData();
  form.append('file', file);
  return http.post<number>('/api/v1/polling-station/locations/import', form, {
    onUploadProgress: options.onProgress,
    signal: options.signal,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export interface LocationsRowReport {
  readonly rows: readonly LocationsRowError[];
  /** How many errors the file has in all (the API lists the first 200). */
  readonly total: number;
}

function isRowError(value: unknown): value is LocationsRowError {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.line === 'number' && typeof row.field === 'string' && typeof row.code === 'string';
}

/** The per-row report of a refused import (`errors: { rows, totalErrors }`), or null for other failures. */
export function readRowReport(error: unknown): LocationsRowReport | null {
  if (!isApiError(error) || !error.errors || typeof error.errors !== 'object') return null;
  const { rows, totalErrors } = error.errors as { rows?: unknown; totalErrors?: unknown };
  if (!Array.isArray(rows)) return null;
  const valid = rows.filter(isRowError);
  if (valid.length === 0) return null;
  return { rows: valid, total: typeof totalErrors === 'number' && totalErrors >= valid.length ? totalErrors : valid.length };
}
