import { atom } from 'jotai';
import type { NotificationContent } from '../api/types';

/**
 * The text of the last send that got no answer (it may have been sent), until a send succeeds.
 * In the area's store, so it outlives the send page: the person is sent to the history to check,
 * and a re-send after coming back is still a deliberate one.
 */
export const uncertainSendAtom = atom<NotificationContent | null>(null);
