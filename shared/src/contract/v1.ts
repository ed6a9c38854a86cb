import type { ComponentType } from 'react';
import type { i18n as I18nInstance } from 'i18next';

/**
 * Contract v1 between the host shell and the areas (remotes): the whole surface the two sides
 * share at run time. Frozen: `tools/contract-report.mjs` (in `npm test`) fails when this surface
 * changes. An additive optional member keeps v1 (older hosts simply lack it, so areas must cope);
 * anything else is a new file `v2.ts` served beside this one, and the host mounts both.
 */
export const CONTRACT_VERSION_V1 = 1 as const;

export type AreaId = 'observers' | 'forms' | 'answers' | 'statistics' | 'notifications' | 'map' | 'activity';

/** Values a query parameter may hold. Arrays are sent as repeated name=value pairs (spec section 7). */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

/** Per-request options of the host's HTTP client. Headers are the host's business, never an area's. */
export interface RequestOptions {
  /** Query parameters. Empty, null and undefined values are left out. */
  readonly query?: Query;
  /** On GET only: when no `query` is given, the body's fields are sent as query parameters (spec section 7). */
  readonly body?: unknown;
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
  /** Human-readable detail from the server's problem+json, when it sent one. Never shown to people as is. */
  readonly detail?: string;
  /** Validation messages keyed by wire field name (problem+json `errors`). */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /**
   * Added after the first release of v1 (absent from an older host's client): the stable code of
   * each field error (problem+json `codes`, api/README.md "Field refusal codes"), same keys and order.
   */
  readonly fieldCodes?: Readonly<Record<string, readonly string[]>>;
  /** The raw `errors` member, for routes that send structured errors (e.g. CSV import row errors). */
  readonly errors?: unknown;
  /** True when the request never got an answer (offline, refused, timed out). */
  readonly network: boolean;
  /** True when the caller aborted the request. */
  readonly aborted: boolean;
}

/**
 * The HTTP methods areas call, on the host's auth-aware client: the bearer header goes to the API
 * origin only and a 401 ends the session once in the shell. Areas never see the token, the headers
 * or the underlying library. Every failure rejects with an ApiErrorShape.
 */
export interface AreaHttpV1 {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastRequest {
  readonly kind: ToastKind;
  /** Already translated title. */
  readonly title: string;
  /** Already translated message. */
  readonly message?: string;
}

export interface ToastService {
  show(toast: ToastRequest): void;
}

/** Read-only snapshot of the signed-in staff member, from the token's claims. */
export interface HostUser {
  /** The token's subject claim, shown in the top bar. */
  readonly name: string;
  readonly ngoId: number | null;
  readonly ngoName: string | null;
  readonly organizer: boolean;
}

export interface NavigateOptions {
  readonly replace?: boolean;
}

/**
 * Keeps what a person was typing when the session ended, so it can be offered back after they
 * sign in again. Drafts live in session storage owned by the host and are cleared at logout.
 */
export interface DraftService {
  save(key: string, value: unknown): void;
  load<T>(key: string): T | undefined;
  clear(key: string): void;
  /**
   * Added after the first release of v1 (an older host lends none, so areas must cope with its
   * absence): whether the draft under `key` was kept in this session (a visit to another screen,
   * a reload) or in one that has since ended. Undefined when there is no draft or it is not known.
   */
  origin?(key: string): DraftOrigin | undefined;
}

/** Where a kept draft comes from: this session, or a session that ended (it expired) before this one. */
export type DraftOrigin = 'this-session' | 'ended-session';

/**
 * Small choices a person expects the browser to remember (e.g. the ticked predefined options of
 * the form editor, spec key `selectedPredefinedOptions`). The host keeps them in local storage
 * under the key as given; values are JSON. Not for anything secret.
 */
export interface PreferenceService {
  load<T>(key: string): T | undefined;
  save(key: string, value: unknown): void;
}

/** Services the host lends to every area at run time (HostServices v1). */
export interface HostServicesV1 {
  readonly contractVersion: typeof CONTRACT_VERSION_V1;
  readonly http: AreaHttpV1;
  /** The host's i18next instance: areas add their namespace; only the host changes the language. */
  readonly i18n: I18nInstance;
  readonly toasts: ToastService;
  readonly user: HostUser;
  /** Navigate within the shell (absolute paths). */
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  readonly drafts: DraftService;
  /** Added after the first release of v1: an older host lends none, so areas fall back to memory. */
  readonly preferences?: PreferenceService;
}

export interface AreaPropsV1 {
  readonly services: HostServicesV1;
  /** The path the area is mounted under, e.g. '/observatori'. The area routes relative to it. */
  readonly basePath: string;
}

/** The shape of every area's exposed './area' module. */
export interface RemoteModuleV1 {
  readonly contractVersion: typeof CONTRACT_VERSION_V1;
  readonly id: AreaId;
  /**
   * Returns this area's messages for a language; the host adds them under the namespace `id`.
   * An area that keeps them in chunks named `messages-{language}` lets the shell fetch the
   * visitor's language beside the area's entry, saving a round trip on its first screen; any
   * other layout works too, one round trip later.
   */
  loadMessages(language: string): Promise<Record<string, unknown>>;
  readonly App: ComponentType<AreaPropsV1>;
}
