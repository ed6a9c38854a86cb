import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { AREAS } from '../config/areaRegistry';
import type { AreaDefinition } from '../config/areaRegistry';
import type { Environment } from '../config/environment';

// This file imports nothing shared (React, the kit...): it runs at the very start of a visit,
// before Module Federation has loaded the shared libraries.

/** An area as a Module Federation remote: its name and its pinned version's manifest. */
export function remoteOf(environment: Environment, area: AreaDefinition) {
  return { name: area.remoteName, entry: environment.areas[area.id].manifestUrl };
}

/** Registers every pinned area with the runtime; registering again with the same pins changes nothing. */
export function registerAreas(environment: Environment, areas: readonly AreaDefinition[] = AREAS): void {
  registerRemotes(areas.map((area) => remoteOf(environment, area)));
}

/**
 * Fetches an area's manifest and puts its entry and first chunk in the browser's cache without
 * running them (the runtime plugin adds the area's texts, see areaTexts.ts). Rejects when the
 * manifest cannot be read; the visit itself reports that.
 */
export function preloadAreaEntry(area: AreaDefinition): Promise<void> {
  return Promise.resolve().then(() => preloadRemote([{ nameOrAlias: area.remoteName, exposes: ['./area'], resourceCategory: 'sync' }]));
}

/** The area that shows the page at `pathname` (the root shows the answers), if any. */
export function areaAtPath(pathname: string, areas: readonly AreaDefinition[] = AREAS): AreaDefinition | undefined {
  const path = pathname === '/' ? '/answers' : pathname;
  return areas.find((area) => area.mounts.some((mount) => path === mount || path.startsWith(`${mount}/`)));
}
