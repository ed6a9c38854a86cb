import type { AreaHttpV1 } from '../contract';
import { isApiError } from './ApiError';

/**
 * An import writes thousands of rows in one transaction (and may hash a PIN for each): give it
 * well over the API's worst case rather than the client's everyday timeout.
 */
export const UPLOAD_TIMEOUT_MS = 300_000;

export interface UploadOptions {
  /** Upload progress from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** POSTs a file with its form fields as multipart (`file` plus `fields`), with progress and cancel. */
export function uploadFile<T>(
  http: AreaHttpV1,
  path: string,
  file: File,
  fields: Readonly<Record<string, string>> = {},
  options: UploadOptions = {},
): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return http.post<T>(path, form, { onUploadProgress: options.onProgress, signal: options.signal, timeoutMs: UPLOAD_TIMEOUT_MS });
}

/** The rows an import refused, as the API lists them, and how many the file has in all. */
export interface RowReport<Row> {
  /** The rows the API reported (it stops listing after a few hundred). */
  readonly rows: readonly Row[];
  readonly total: number;
}

/**
 * The per-row report of a refused import (`errors: { rows, totalErrors }`), keeping the rows that
 * pass `isRow`; null for any other failure, which the screen then says in its own words.
 */
export function readRowReport<Row>(error: unknown, isRow: (value: unknown) => value is Row): RowReport<Row> | null {
  if (!isApiError(error) || !error.errors || typeof error.errors !== 'object') return null;
  const { rows, totalErrors } = error.errors as { rows?: unknown; totalErrors?: unknown };
  if (!Array.isArray(rows)) return null;
  const valid = rows.filter(isRow);
  if (valid.length === 0) return null;
  return { rows: valid, total: typeof totalErrors === 'number' && totalErrors >= valid.length ? totalErrors : valid.length };
}
