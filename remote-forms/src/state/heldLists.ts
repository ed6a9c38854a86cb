import { atom } from 'jotai';
import type { FormListItem } from '../api/types';
import { FORMS_TABS } from '../lib/paths';
import type { FormsTab } from '../lib/paths';

/**
 * The form lists this mount of the area holds, per tab. Spec section 5: form metadata loads only
 * when nothing is held or a reload is forced. Switching tabs, and every change to a form (publish,
 * unpublish, delete, order, a save in the editor), forces one by dropping what is held.
 */
export type HeldLists = Readonly<Partial<Record<FormsTab, readonly FormListItem[]>>>;

export const heldListsAtom = atom<HeldLists>({});
heldListsAtom.debugLabel = 'forms.heldLists';

/** Drops the held lists of `tabs` (all by default), so the next visit asks the API. */
export const forgetListsAtom = atom(null, (get, set, tabs: readonly FormsTab[] = FORMS_TABS) => {
  const next: Partial<Record<FormsTab, readonly FormListItem[]>> = { ...get(heldListsAtom) };
  for (const tab of tabs) delete next[tab];
  set(heldListsAtom, next);
});

/** Keeps `rows` as the held list of `tab`. */
export const holdListAtom = atom(null, (get, set, tab: FormsTab, rows: readonly FormListItem[]) => {
  set(heldListsAtom, { ...get(heldListsAtom), [tab]: rows });
});
