import type { AreaHttpV1 } from '@observatory/shared/contract';
import { isApiError } from '@observatory/shared/http';
import type { ApiSchema } from '@observatory/shared/api-types';

/** A 50 000-row import hashes every PIN on the server: give it well over the API's worst case (UX-8). */
export const IMPORT_TIMEOUT_MS = 300_000;

export interface ImportObserversInput {
  readonly file: File;
  /** The NGO the observers join (`ongId` on the wire, as the reference backend spells it). */
  readonly ngoId: number;
}

export interface ImportObserversOptions {
  /** Upload progress from 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  readonly signal?: AbortSignal;
}

/** POST /api/v1/observer/import (multipart `file` + `ongId`). Answers how many observers were added. */
export function importObservers(http: AreaHttpV1, input: ImportObserversInput, options: ImportObserversOptions = {}): Promise<number> {
  const form = new FormData();
  form.append('file', input.file);
  form.append('ongId', String(input.ngoId));
  return http.post<number>('/api/v1/observer/import', form, {
    onUploadProgress: options.onProgress,
    signal: options.signal,
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

/**
 * One bad cell of an import, as the API reports it (`line` 1 is the header row): `message` is the
 * API's English text, never shown; `code` a stable reason (`pin_format`, `phone_taken`...) said in
 * the reader's language (optional: the original backend did not send it).
 */
export type ImportRowError = Pick<ApiSchema<'ImportRowError'>, 'line' | 'message'> & {
  /** The API's own (`phone`, `pin`, `name`), or whatever an older backend names. */
  readonly field: ApiSchema<'ImportRowError'>['field'] | (string & {});
  readonly code?: ApiSchema<'ImportRowError'>['code'] | (string & {});
};

export interface ImportRowErrors {
  /** The rows the API reported (it stops listing after a few hundred). */
  readonly rows: readonly ImportRowError[];
  /** How many errors the file has in all. */
  readonly total: number;
}

function isRowError(value: unknown): value is ImportRowError {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.line === 'number' && typeof row.field === 'string' && typeof row.message === 'string';
}

/** The per-row report of a refused import (`errors: { rows, totalErrors }`), or null for other failures. */
export function readImportRowErrors(error: unknown): ImportRowErrors | null {
  if (!isApiError(error) || !error.errors || typeof error.errors !== 'object') return null;
  const { rows, totalErrors } = error.errors as { rows?: unknown; totalErrors?: unknown };
  if (!Array.isArray(rows)) return null;
  const valid = rows.filter(isRowError);
  if (valid.length === 0) return null;
  return { rows: valid, total: typeof totalErrors === 'number' && totalErrors >= valid.length ? totalErrors : valid.length };
}
