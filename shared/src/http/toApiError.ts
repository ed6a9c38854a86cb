import axios from 'axios';
import type { AxiosError } from 'axios';
import { ApiError } from './ApiError';

interface ProblemBody {
  title?: unknown;
  detail?: unknown;
  errors?: unknown;
  codes?: unknown;
}

/** Keeps only `field: [text, ...]` entries of a problem+json `errors` (messages) or `codes` member. */
function toFieldErrors(errors: unknown): Record<string, string[]> {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages) && messages.every((message) => typeof message === 'string')) result[field] = messages;
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return result;
}

/** Blob.text() is missing in some environments (jsdom); FileReader works everywhere. */
function readBlobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Blob and text answers (downloads, the plain-text post) still carry a problem body on failure. */
async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) {
    try {
      return JSON.parse(await readBlobText(data));
    } catch {
      return undefined;
    }
  }
  if (typeof data === 'string') {
    try {
      return JSON.parse(data);
    } catch {
      return data.trim() ? { detail: data } : undefined;
    }
  }
  return data;
}

/** Turns whatever axios (or anything else) threw into the one ApiError shape. */
export async function toApiError(error: AxiosError | Error): Promise<ApiError> {
  if (axios.isCancel(error) || (error as { code?: string }).code === 'ERR_CANCELED') {
    return new ApiError({ status: 0, title: 'Aborted', fieldErrors: {}, network: false, aborted: true });
  }
  if (!axios.isAxiosError(error)) {
    return new ApiError({ status: 0, title: 'Error', detail: error.message, fieldErrors: {}, network: false, aborted: false });
  }
  if (!error.response) {
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return new ApiError({ status: 0, title: timedOut ? 'Timeout' : 'Network Error', fieldErrors: {}, network: true, aborted: false });
  }
  const body = (await readBody(error.response.data)) as ProblemBody | undefined;
  const problem = body && typeof body === 'object' ? body : {};
  return new ApiError({
    status: error.response.status,
    title: typeof problem.title === 'string' ? problem.title : error.response.statusText || `HTTP ${error.response.status}`,
    detail: typeof problem.detail === 'string' ? problem.detail : undefined,
    fieldErrors: toFieldErrors(problem.errors),
    fieldCodes: toFieldErrors(problem.codes),
    errors: problem.errors,
    network: false,
    aborted: false,
  });
}
