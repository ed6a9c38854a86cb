import type { HttpClient } from '@observatory/shared/contract';

/** POST /api/v1/observer/reset: sets a new PIN for the observer with this phone. */
export function resetObserverPassword(http: HttpClient, phoneNumber: string, pin: string): Promise<unknown> {
  return http.post<unknown>('/api/v1/observer/reset', { action: 'reset-password', phoneNumber, pin });
}
