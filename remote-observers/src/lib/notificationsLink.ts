/**
 * The notifications screen with a preselected list of observers, as the spec defines it:
 * `toObserverIds` holds a JSON array of numeric ids. An absolute host path, so it goes through
 * `services.navigate`, not the area's router.
 */
export function notificationsLink(ids: readonly number[]): string {
  return `/notifications?toObserverIds=${encodeURIComponent(JSON.stringify(ids))}`;
}
