import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing must pause this long before the count is spoken, so a screen reader is not flooded. */
export const LENGTH_ANNOUNCE_DELAY_MS = 1000;

/**
 * Speaks a field's length through a polite status region once typing pauses: "Title: 70
 * characters, more than the 65 most phones show." Nothing is said before the field first changes.
 */
export function useLengthAnnouncement(field: string, used: number, limit: number, announce: (text: string) => void): void {
  const { t } = useTranslation('notifications');
  const initial = useRef(used);
  const changed = useRef(false);
  const sentence = used > limit ? t('length.announceOver', { field, used, limit }) : t('length.announce', { field, used, limit });
  useEffect(() => {
    if (!changed.current && used === initial.current) return undefined;
    changed.current = true;
    const timer = setTimeout(() => announce(sentence), LENGTH_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [used, sentence, announce]);
}
