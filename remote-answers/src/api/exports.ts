import type { AreaHttpV1 } from '@observatory/shared/contract';
import { answerFilterQuery } from './filterQuery';
import type { AnswerFilters } from './types';

export const ANSWERS_EXPORT_PATH = '/api/v1/export/all';
export const NOTES_EXPORT_PATH = '/api/v1/export/all/notes';
/** Exports stream from the server and may take minutes at election-day scale. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface DownloadOptions {
  readonly signal?: AbortSignal;
  /** Bytes received so far (the exports stream, so their size is not known in advance). */
  readonly onProgress?: (receivedBytes: number) => void;
}

function download(http: AreaHttpV1, path: string, filters: AnswerFilters, options: DownloadOptions): Promise<Blob> {
  const { signal, onProgress } = options;
  return http.get<Blob>(path, {
    query: answerFilterQuery(filters),
    responseType: 'blob',
    signal,
    timeoutMs: EXPORT_TIMEOUT_MS,
    onDownloadProgress: onProgress ? (_fraction, loaded) => onProgress(loaded) : undefined,
  });
}

/** GET /api/v1/export/all with the list's filters: the answers workbook (xlsx). */
export function exportAnswers(http: AreaHttpV1, filters: AnswerFilters, options: DownloadOptions = {}): Promise<Blob> {
  return download(http, ANSWERS_EXPORT_PATH, filters, options);
}

/** GET /api/v1/export/all/notes with the list's filters: the notes as CSV. */
export function exportNotes(http: AreaHttpV1, filters: AnswerFilters, options: DownloadOptions = {}): Promise<Blob> {
  return download(http, NOTES_EXPORT_PATH, filters, options);
}
