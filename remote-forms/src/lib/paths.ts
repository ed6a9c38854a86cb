import type { FormListStatus } from '../api/types';

/** The list's tabs (spec: Public and Draft; Archived beyond it), one per list of the API; the tab is in the URL as `?tab=`. */
export type FormsTab = FormListStatus;

export const FORMS_TABS: readonly FormsTab[] = ['public', 'draft', 'archived'];

export const TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; anything else is the Public tab. */
export function tabOf(value: string | null): FormsTab {
  return value === 'draft' || value === 'archived' ? value : 'public';
}

/** The tab a form is listed under. */
export function tabOfForm(form: { readonly draft: boolean; readonly archived?: boolean }): FormsTab {
  if (form.archived) return 'archived';
  return form.draft ? 'draft' : 'public';
}

/**
 * Paths inside the area, relative to where the host mounts it (spec route table: /formulare,
 * /formulare/nou, /formulare/{formId}); '..' from an editor is the list, whatever the mount point.
 */
export const areaPaths = {
  newForm: 'nou',
  edit: (id: number) => String(id),
  list: (tab: FormsTab) => (tab === 'public' ? '..' : `..?${TAB_PARAM}=${tab}`),
} as const;
