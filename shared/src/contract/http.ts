/** Values a query parameter may hold. Arrays are sent as repeated name=value pairs (spec section 7). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

/** Per-request options of the host's HTTP client. */
export interface RequestOptions {
  /** Query parameters. Empty, null and undefined values are left out. */
  readonly query?: Query;
  /** On GET only: when no `query` is given, the body's fields are sent as query parameters (spec section 7). */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Defaults to 'json'. */
  readonly responseType?: 'json' | 'blob' | 'text' | 'arraybuffer';
  readonly signal?: AbortSignal;
  /** Upload progress from 0 to 1, for multipart uploads. */
  readonly onUploadProgress?: (fraction: number) => void;
  /** Download progress from 0 to 1 when the size is known, otherwise undefined with the bytes received. */
  readonly onDownloadProgress?: (fraction: number | undefined, loadedBytes: number) => void;
  /** Client-side time limit in milliseconds (default 15 000; imports and exports pass longer ones). */
  readonly timeoutMs?: number;
}

/** The one error shape every failed request rejects with, whatever the server sent. */
export interface ApiErrorShape {
  /** HTTP status, or 0 when the server could not be reached or the request timed out. */
  readonly status: number;
  /** Short machine-stable title, e.g. 'Bad Request' or 'Network Error'. */
  readonly title: string;
  /** Human-readable detail from the server's problem+json, when it sent one. */
  readonly detail?: string;
  /** Validation messages keyed by wire field name (problem+json `errors`). */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** The raw `errors` member, for routes that send structured errors (e.g. CSV import row errors). */
  readonly errors?: unknown;
  /** True when the request never got an answer (offline, refused, timed out). */
  readonly network: boolean;
  /** True when the caller aborted the request. */
  readonly aborted: boolean;
}

/**
 * The auth-aware request wrapper of spec section 7. The host builds it (bearer header only to the
 * API origin, 401 handled once by the shell) and lends it to every area; areas never see the token.
 */
export interface HttpClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  head<T>(path: string, options?: RequestOptions): Promise<T>;
  options<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POST that reads a plain-text answer; sends no Authorization header but handles 401 the same way. */
  postText(path: string, body?: unknown, options?: RequestOptions): Promise<string>;
}
