import type { ComponentType } from 'react';
import type { i18n as I18nInstance } from 'i18next';
import type { HttpClient } from './http';

/**
 * Contract v1 between the host shell and the areas (remotes). Frozen once released: additive
 * optional members keep v1, anything else is a new file `v2.ts` served beside this one.
 */
export const CONTRACT_VERSION_V1 = 1 as const;

export type AreaId = 'observers' | 'forms' | 'answers' | 'statistics' | 'notifications';

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
}

/** Services the host lends to every area at run time (HostServices v1). */
export interface HostServicesV1 {
  readonly contractVersion: typeof CONTRACT_VERSION_V1;
  readonly http: HttpClient;
  /** The host's i18next instance: areas add their namespace; only the host changes the language. */
  readonly i18n: I18nInstance;
  readonly toasts: ToastService;
  readonly user: HostUser;
  /** Navigate within the shell (absolute paths). */
  readonly navigate: (to: string, options?: NavigateOptions) => void;
  readonly drafts: DraftService;
  /** Runtime configuration from the environment file that areas may need. */
  readonly config: { readonly apiBaseUrl: string; readonly observerGuideUrl: string };
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
  /** Returns this area's messages for a language; the host adds them under the namespace `id`. */
  loadMessages(language: string): Promise<Record<string, unknown>>;
  readonly App: ComponentType<AreaPropsV1>;
}
