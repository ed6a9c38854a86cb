import type { TFunction } from 'i18next';

/** How long since `since` (ISO), in hours and minutes: "1 h 12 min", "45 min". */
export function durationSince(since: string, now: number, t: TFunction<'observers'>): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('attention.duration.hours', { hours, minutes: minutes % 60 }) : t('attention.duration.minutes', { minutes });
}
