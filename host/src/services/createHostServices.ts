import type { i18n as I18nInstance } from 'i18next';
import { CONTRACT_VERSION } from '@observatory/shared/contract';
import type { DraftService, HostServices, HostUser, HttpClient } from '@observatory/shared/contract';
import type { Environment } from '../config/environment';
import { toastService } from './toastService';

export interface HostServiceParts {
  readonly http: HttpClient;
  readonly i18n: I18nInstance;
  readonly user: HostUser;
  readonly navigate: (to: string, options?: { replace?: boolean }) => void;
  readonly drafts: DraftService;
  readonly environment: Environment;
}

/** HostServices v1 as lent to every area. The token itself is never part of it. */
export function createHostServices(parts: HostServiceParts): HostServices {
  return Object.freeze({
    contractVersion: CONTRACT_VERSION,
    http: parts.http,
    i18n: parts.i18n,
    toasts: toastService,
    user: Object.freeze({ ...parts.user }),
    navigate: parts.navigate,
    drafts: parts.drafts,
    config: Object.freeze({ apiBaseUrl: parts.environment.apiBaseUrl, observerGuideUrl: parts.environment.observerGuideUrl }),
  });
}
