import axios from 'axios';
import type { AxiosAdapter, AxiosError, AxiosRequestConfig, Method } from 'axios';
import type { AreaHttpV1, Query, RequestOptions } from '@observatory/shared/contract';
import { ApiError } from './ApiError';
import { toApiError } from './toApiError';
import { bodyAsQuery, serializeQuery } from './query';

export interface HttpClientConfig {
  /** The API's base URL, e.g. 'http://127.0.0.1:4000'. The bearer header goes to this origin only. */
  readonly baseURL: string;
  /** Reads the stored token at request time (never cached here). */
  readonly getToken: () => string | null;
  /** Called on every 401; the host makes sure the session ends once even when many fail together. */
  readonly onUnauthorized: () => void;
  /** Reads a cookie by name; defaults to document.cookie. */
  readonly readCookie?: (name: string) => string | null;
  readonly csrfCookieName?: string;
  readonly csrfHeaderName?: string;
  /** Default client-side time limit per request, in milliseconds. */
  readonly defaultTimeoutMs?: number;
  /** Replaces the network transport; only tests pass one (see createTestHttp). */
  readonly adapter?: AxiosAdapter;
}

/**
 * The request wrapper of spec section 7: what areas get (AreaHttpV1) plus the methods only the
 * shell's own code may use. The underlying axios instance is never exposed, so nobody can add an
 * interceptor or read the Authorization header.
 */
export interface HttpClient extends AreaHttpV1 {
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  head<T>(path: string, options?: RequestOptions): Promise<T>;
  options<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST that reads a plain-text answer; sends no Authorization header but handles 401 the same way. */
  postText(path: string, body?: unknown, options?: RequestOptions): Promise<string>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function readDocumentCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : null;
}

/** True when `path`, resolved against the base URL, lands on the API's own origin. */
function isApiOrigin(path: string, baseURL: string): boolean {
  try {
    const apiOrigin = new URL(baseURL).origin;
    return new URL(path, baseURL).origin === apiOrigin;
  } catch {
    return false;
  }
}

interface CallFlags {
  /** The plain-text post: no Authorization header, text response. */
  readonly plainText?: boolean;
}

/**
 * The request wrapper of spec section 7, over axios. Every failure rejects with one ApiError shape;
 * a 401 also calls `onUnauthorized`.
 */
export function createHttpClient(config: HttpClientConfig): HttpClient {
  const instance = axios.create({
    baseURL: config.baseURL,
    timeout: config.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
    paramsSerializer: { serialize: (params: Query) => serializeQuery(params) },
    headers: { Accept: 'application/json' },
    ...(config.adapter ? { adapter: config.adapter } : {}),
  });
  const readCookie = config.readCookie ?? readDocumentCookie;
  const csrfCookieName = config.csrfCookieName ?? 'XSRF-TOKEN';
  const csrfHeaderName = config.csrfHeaderName ?? 'X-XSRF-TOKEN';

  function buildRequest(method: Method, path: string, body: unknown, options: RequestOptions, flags: CallFlags): AxiosRequestConfig {
    const isGet = method.toUpperCase() === 'GET';
    const query = options.query ?? (isGet ? bodyAsQuery(body) : undefined);
    const headers: Record<string, string> = {};

    if (!flags.plainText && isApiOrigin(path, config.baseURL)) {
      const token = config.getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const upper = method.toUpperCase();
    if (upper !== 'GET' && upper !== 'HEAD' && !ABSOLUTE_URL.test(path)) {
      const csrf = readCookie(csrfCookieName);
      if (csrf) headers[csrfHeaderName] = csrf;
    }
    if (flags.plainText) headers.Accept = 'text/plain, */*';

    const onUploadProgress = options.onUploadProgress;
    const onDownloadProgress = options.onDownloadProgress;
    return {
      method,
      url: path,
      params: query,
      data: isGet ? undefined : body,
      headers,
      responseType: flags.plainText ? 'text' : (options.responseType ?? 'json'),
      signal: options.signal,
      timeout: options.timeoutMs ?? config.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      onUploadProgress: onUploadProgress
        ? (event) => onUploadProgress(event.total ? Math.min(1, event.loaded / event.total) : 0)
        : undefined,
      onDownloadProgress: onDownloadProgress
        ? (event) => onDownloadProgress(event.total ? Math.min(1, event.loaded / event.total) : undefined, event.loaded)
        : undefined,
    };
  }

  async function call<T>(method: Method, path: string, body: unknown, options: RequestOptions = {}, flags: CallFlags = {}): Promise<T> {
    try {
      const response = await instance.request<T>(buildRequest(method, path, body, options, flags));
      return response.data;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : await toApiError(error as AxiosError | Error);
      if (apiError.status === 401) config.onUnauthorized();
      throw apiError;
    }
  }

  return {
    get: (path, options) => call('GET', path, options?.body, options),
    post: (path, body, options) => call('POST', path, body, options),
    put: (path, body, options) => call('PUT', path, body, options),
    patch: (path, body, options) => call('PATCH', path, body, options),
    delete: (path, options) => call('DELETE', path, options?.body, options),
    head: (path, options) => call('HEAD', path, undefined, options),
    options: (path, options) => call('OPTIONS', path, undefined, options),
    postText: (path, body, options) => call<string>('POST', path, body, options, { plainText: true }),
  };
}
