import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiError } from '@observatory/shared/http';

/** The kit's reason for a failed request, by what went wrong; undefined when only the caller can say. */
function kitReason(t: TFunction, error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.network) return t('errors.network');
  if (error.status === 403) return t('errors.forbidden');
  if (error.status === 404) return t('errors.notFound');
  if (error.status >= 500) return t('errors.server');
  return undefined;
}

/**
 * The caller's own sentences (already translated): `what` failed ("The observers could not be
 * loaded."), and sentences for statuses only the caller can explain, e.g. a 409 on a taken code.
 */
export interface ErrorSentences {
  readonly what?: string;
  readonly [status: number]: string | undefined;
}

/**
 * A sentence for people about a failed request, in the current language. Raw server text is never
 * shown. The caller's sentence for the status wins; otherwise what failed, followed by the kit's
 * reason when it knows one (network, 403, 404, 5xx): "The observers could not be loaded. The server
 * could not be reached. Check the connection and try again."
 * @param t the kit namespace's t (useTranslation('kit')).
 */
export function describeError(t: TFunction, error: unknown, sentences: ErrorSentences = {}): string {
  if (isApiError(error) && !error.network) {
    const own = sentences[error.status];
    if (own) return own;
  }
  const reason = kitReason(t, error);
  if (sentences.what) return reason ? `${sentences.what} ${reason}` : sentences.what;
  return reason ?? t('errors.generic');
}

/** describeError bound to the kit's translations of the current language. */
export function useDescribeError(): (error: unknown, sentences?: ErrorSentences) => string {
  const { t } = useTranslation('kit');
  return useCallback((error: unknown, sentences?: ErrorSentences) => describeError(t, error, sentences), [t]);
}

/** True when the API refused the caller (403): shown in place, since only a 401 ends the session. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.status === 403;
}
