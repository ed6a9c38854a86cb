import type { AreaHttpV1 } from '@observatory/shared/contract';
import { readRowReport, uploadFile } from '@observatory/shared/http';
import type { RowReport, UploadOptions } from '@observatory/shared/http';
import type { ApiSchema } from '@observatory/shared/api-types';

export interface ImportObserversInput {
  readonly file: File;
  /** The NGO the observers join (`ongId` on the wire, as the reference backend spells it). */
  readonly ngoId: number;
}

/**
 * POST /api/v1/observer/import (multipart `file` + `ongId`). Answers how many observers were added.
 * A 50 000-row import hashes every PIN on the server: the kit's upload waits well over that (UX-8).
 */
export function importObservers(http: AreaHttpV1, input: ImportObserversInput, options: UploadOptions = {}): Promise<number> {
  return uploadFile<number>(http, '/api/v1/observer/import', input.file, { ongId: String(input.ngoId) }, options);
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

/** The refused rows of an import and how many the file has in all. */
export type ImportRowErrors = RowReport<ImportRowError>;

function isRowError(value: unknown): value is ImportRowError {
  if (!value || typeof value !== 'object') return false;
  const row = value as Record<string, unknown>;
  return typeof row.line === 'number' && typeof row.field === 'string' && typeof row.message === 'string';
}

/** The per-row report of a refused import, or null for other failures. */
export function readImportRowErrors(error: unknown): ImportRowErrors | null {
  return readRowReport(error, isRowError);
}
