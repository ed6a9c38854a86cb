/**
 * Where the area's screens live. In the shell the area is mounted twice, at /answers and at
 * /urgents (spec route table: the urgent list's details are /urgents/details/...); standalone it
 * is mounted once, at '/', with the urgent details beneath it under 'urgents/'.
 */
export interface AreaMounts {
  /** The list's path ('' when standalone at '/'). */
  readonly answers: string;
  /** Where the urgent list's details live. */
  readonly urgents: string;
  /** True when the area runs on its own page and must route 'urgents/...' itself. */
  readonly standalone: boolean;
}

export function mountsFor(basePath: string): AreaMounts {
  const trimmed = basePath.replace(/\/+$/, '');
  const shell = /^(.*)\/(answers|urgents)$/.exec(trimmed);
  if (shell) return { answers: `${shell[1]}/answers`, urgents: `${shell[1]}/urgents`, standalone: false };
  return { answers: trimmed, urgents: `${trimmed}/urgents`, standalone: true };
}

/** True when `pathname` is under the urgent mount. */
export function isUnderUrgents(mounts: AreaMounts, pathname: string): boolean {
  return pathname === mounts.urgents || pathname.startsWith(`${mounts.urgents}/`);
}

const withSearch = (path: string, search: URLSearchParams) => {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

/** The list (nothing selected), keeping its filters. */
export function listPath(mounts: AreaMounts, search: URLSearchParams): string {
  return withSearch(mounts.answers || '/', search);
}

/** A thread's details beside the list: under /urgents when chosen from the urgent list. */
export function detailsPath(
  mounts: AreaMounts,
  thread: { readonly observerId: number; readonly pollingStationId: number },
  urgent: boolean,
  search: URLSearchParams,
): string {
  const base = urgent ? mounts.urgents : mounts.answers;
  return withSearch(`${base}/details/${thread.observerId}/${thread.pollingStationId}`, search);
}

/**
 * The notifications screen with this observer preselected (spec: `toObserverIds` holds a JSON
 * array of ids). An absolute host path, so it goes through `services.navigate`.
 */
export function messageObserverPath(observerId: number): string {
  return `/notifications?toObserverIds=${encodeURIComponent(JSON.stringify([observerId]))}`;
}
