import type { i18n as I18nInstance } from 'i18next';
import { CONTRACT_VERSION_V1 } from '@observatory/shared/contract';
import type { DraftService, HostServicesV1, HostUser, PreferenceService } from '@observatory/shared/contract';
import type { HttpClient } from '@observatory/shared/http';
import { toastService } from '../toasts/toastService';

export interface HostServiceParts {
  readonly http: HttpClient;
  readonly i18n: I18nInstance;
  readonly user: HostUser;
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
  readonly drafts: DraftService;
  readonly preferences: PreferenceService;
}

/**
 * HostServices v1 as lent to every area: only what the contract names. The HTTP client is narrowed
 * to the four methods areas use, as plain functions, so nothing reaches the client's internals,
 * its interceptors or the Authorization header; the token itself is never part of it.
 */
export function createHostServices(parts: HostServiceParts): HostServicesV1 {
  const { http } = parts;
  return Object.freeze({
    contractVersion: CONTRACT_VERSION_V1,
    http: Object.freeze({ get: http.get, post: http.post, put: http.put, delete: http.delete }),
    i18n: parts.i18n,
    toasts: toastService,
    user: Object.freeze({ ...parts.user }),
    navigate: parts.navigate,
    drafts: parts.drafts,
    preferences: parts.preferences,
  });
}
