import { isApiError } from '@observatory/shared/http';

/**
 * Whether a failed send may still have reached the observers. Only an answer from the API says
 * what happened: a 4xx or 5xx means nothing was stored. Without one (the connection failed, the
 * time ran out, or something other than the request threw) the server may have stored and pushed
 * it; a 504 is a gateway saying the API did not answer it in time, which means the same.
 */
export function mayHaveBeenSent(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status === 504;
}
