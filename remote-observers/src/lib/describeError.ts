import type { TFunction } from 'i18next';
import { isApiError } from '@observatory/shared/http';

/**
 * A sentence for people about a failed request, in the current language. Raw server text is never
 * shown: the status picks the sentence, and `fallback` (already translated) covers the rest.
 */
export function describeError(t: TFunction, error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.network) return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status >= 500) return t('errors.server');
  return fallback;
}

/** True when the API refused the caller (403): shown in place, since only 401 ends the session. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
