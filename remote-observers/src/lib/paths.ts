import type { PageState } from '../api/types';

/**
 * Paths inside the area, relative to where the host mounts it (the list's route). Relative paths
 * keep the area independent of its mount point: '/observatori' in the shell, '/' when standalone.
 * Profiles are keyed by the observer's id: a phone may belong to observers of two NGOs, an id never.
 */
export const areaPaths = {
  add: 'profil/new',
  import: 'import',
  edit: (id: number) => `profil/edit/${id}`,
  profile: (state: PageState, id: number) => `profil/${state}/${id}`,
} as const;

/** From a page of the area back to the list: the parent route, whatever the mount point. */
export const BACK_TO_LIST = '..';
