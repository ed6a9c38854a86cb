import type { PageState } from '@observatory/shared/model';

/**
 * Paths inside the area, relative to where the host mounts it (the list's route). Relative paths
 * keep the area independent of its mount point: '/observatori' in the shell, '/' when standalone.
 */
export const areaPaths = {
  add: 'profil/new',
  import: 'import',
  /** The edit link of rows and cards is keyed by phone, as the spec's route table has it. */
  edit: (phone: string) => `profil/edit/${encodeURIComponent(phone)}`,
  profile: (state: PageState, key: string | number) => `profil/${state}/${encodeURIComponent(String(key))}`,
} as const;

/** From a page of the area back to the list: one route up, whatever the mount point. */
export const BACK_TO_LIST = '..';
