import { readServices } from '@observatory/shared/area';
import { createQueryAtoms } from '@observatory/shared/state';
import { listForms } from '../api/listForms';
import type { FormListItem } from '../api/types';
import type { FormsTab } from '../lib/paths';
import { servicesAtom } from './services';

/**
 * The form lists this mount of the area holds, by tab. Spec section 5: form metadata loads only
 * when nothing is held or a reload is forced. Switching tabs forgets the list of the tab selected,
 * and every change to a form (publish, unpublish, archive, restore, delete, a save in the editor)
 * forgets the others and asks the shown one again. Another tab's rows never stand in while a tab
 * loads (they would get this tab's buttons).
 */
export const formListsQuery = createQueryAtoms<FormsTab, readonly FormListItem[]>({
  fetch: (tab, signal, get) => listForms(readServices(get, servicesAtom).http, tab, signal),
  keepPrevious: false,
});
