import type { TFunction } from 'i18next';
import { isolate } from '@observatory/shared/i18n';
import type { AuditEvent } from '../api/types';

/**
 * An event in words in the current language: "ana reset the PIN of observer Ion Rusu (0722…123)".
 * One sentence per action (`event.<entity>.<verb>` in the area's messages); an action this build
 * does not know yet (a newer API) still reads as "ana: “x.y” on …". Names are isolated, so a
 * right-to-left or very long name does not reorder the sentence around it.
 */
export function eventWords(t: TFunction<'activity'>, event: Pick<AuditEvent, 'actor' | 'action' | 'entityId' | 'label'>): string {
  const actor = isolate(event.actor || t('someone'));
  const unnamed = event.action.startsWith('auth.') ? t('item.unknownAccount') : t('item.byId', { id: event.entityId });
  const item = isolate(event.label || (event.entityId === '' ? t('item.unknownAccount') : unnamed));
  const unknown = t('event.unknown', { actor, item, action: isolate(event.action) });
  // i18next reads the dots of `observer.pin-reset` as nesting: the messages hold one object per entity.
  return t(`event.${event.action}`, { actor, item, defaultValue: unknown });
}
