import type { AreaId } from '@observatory/shared/contract';

export interface AreaDefinition {
  readonly id: AreaId;
  /** Module Federation name of the remote (its build's `name`). */
  readonly remoteName: string;
  /** Top-level paths the area owns; it routes beneath each of them. */
  readonly mounts: readonly string[];
  /** Key of the navigation label in the host's messages. */
  readonly navKey: string;
}

/** Which area owns which routes (architecture, "Which area owns which routes"). */
export const AREAS: readonly AreaDefinition[] = [
  { id: 'answers', remoteName: 'observatory_answers', mounts: ['/answers', '/urgents'], navKey: 'nav.answers' },
  { id: 'statistics', remoteName: 'observatory_statistics', mounts: ['/statistics'], navKey: 'nav.statistics' },
  { id: 'observers', remoteName: 'observatory_observers', mounts: ['/observatori'], navKey: 'nav.observers' },
  { id: 'forms', remoteName: 'observatory_forms', mounts: ['/formulare'], navKey: 'nav.forms' },
  { id: 'notifications', remoteName: 'observatory_notifications', mounts: ['/notifications'], navKey: 'nav.notifications' },
  { id: 'map', remoteName: 'observatory_map', mounts: ['/map'], navKey: 'nav.map' },
  { id: 'activity', remoteName: 'observatory_activity', mounts: ['/activity'], navKey: 'nav.activity' },
];
