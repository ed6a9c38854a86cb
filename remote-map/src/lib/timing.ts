/**
 * Performance marks on the page's own timeline, read by `npm run bench:front` (e2e/bench/map.bench.ts)
 * to print where the time between the stations' arrival and their drawing goes. A mark costs
 * microseconds; `performance` is missing in some test environments, hence the guard.
 */
export const MAP_MARK = {
  /** The stations list parsed and handed back by the HTTP client. */
  received: 'obs-map:stations-received',
  /** The map's lazy chunk (leaflet and the points layer) evaluated. */
  viewLoaded: 'obs-map:view-loaded',
  /** Building the cluster index: the points' strips (a measure: start and duration). */
  index: 'obs-map:index',
  /** Making one zoom's clusters, the first time that zoom is drawn (a measure, inside a draw's). */
  level: 'obs-map:level',
  /** One canvas pass over the visible clusters and points (a measure). */
  draw: 'obs-map:draw',
  /** A new list of stations drawn; `detail` is how many have a place. */
  drawn: 'obs-map:points-drawn',
} as const;

export function markMap(name: string, detail?: unknown): void {
  globalThis.performance?.mark?.(name, { detail });
}

/** Runs `work` and leaves a measure of it named `name`. */
export function measureMap<T>(name: string, work: () => T): T {
  const start = globalThis.performance?.now?.() ?? 0;
  const result = work();
  globalThis.performance?.measure?.(name, { start, end: globalThis.performance.now() });
  return result;
}
