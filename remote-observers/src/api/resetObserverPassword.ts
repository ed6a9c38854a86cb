import type { AreaHttpV1 } from '@observatory/shared/contract';
import type { Observer } from './types';

/**
 * POST /api/v1/observer/reset: sets a new PIN for exactly this observer. The id decides (phones are
 * unique only within an NGO, so an organizer may see one phone twice); the phone goes along for
 * the reference backend, which reads only `phoneNumber`.
 */
export function resetObserverPassword(http: AreaHttpV1, observer: Pick<Observer, 'id' | 'phone'>, pin: string): Promise<unknown> {
  return http.post<unknown>('/api/v1/observer/reset', {
    action: 'reset-password',
    observerId: observer.id,
    phoneNumber: observer.phone,
    pin,
  });
}
