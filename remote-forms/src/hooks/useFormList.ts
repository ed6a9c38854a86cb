import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useHostServices } from '@observatory/shared/services';
import { useQuery } from '@observatory/shared/state';
import { listForms } from '../api/listForms';
import type { FormListItem } from '../api/types';
import { FORMS_TABS } from '../lib/paths';
import type { FormsTab } from '../lib/paths';
import { formListsQuery } from '../state/formLists';

/**
 * The forms of one tab: the list held in this mount when there is one (spec section 5), otherwise
 * asked from the API. `replaceRows` changes what is held for this tab, hence shown (a row left, a
 * new order); a change that settles after the person switched tabs lands in its own tab's list.
 * `refresh`, after a change to a form, forgets the other tabs and asks this one again without
 * taking the table off the screen.
 */
export function useFormList(tab: FormsTab) {
  const { http } = useHostServices();
  const request = useQuery(formListsQuery, tab);
  const updateHeld = useSetAtom(formListsQuery.updateHeldAtom);
  const forget = useSetAtom(formListsQuery.forgetAtom);

  const replaceRows = useCallback(
    (rows: readonly FormListItem[]) => updateHeld((held, heldTab) => (heldTab === tab ? rows : held)),
    [tab, updateHeld],
  );

  const refresh = useCallback(async () => {
    forget(FORMS_TABS.filter((other) => other !== tab));
    try {
      replaceRows(await listForms(http, tab));
    } catch {
      // The change itself succeeded and is already on screen; a failed refresh changes nothing.
    }
  }, [forget, http, replaceRows, tab]);

  return { request, replaceRows, refresh };
}
