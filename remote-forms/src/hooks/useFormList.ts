import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSetAtom, useStore } from 'jotai';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { listForms } from '../api/listForms';
import type { FormListItem } from '../api/types';
import type { FormsTab } from '../lib/paths';
import { heldListsAtom, holdListAtom } from '../state/heldLists';

/**
 * The forms of one tab: the list held in this mount when there is one (spec section 5), otherwise
 * asked from the API. `replaceRows` changes what is shown and held (a row left, a new order);
 * `refresh` asks the API again without taking the table off the screen.
 */
export function useFormList(tab: FormsTab) {
  const { http } = useHostServices();
  const store = useStore();
  const hold = useSetAtom(holdListAtom);
  const request = useRequest(
    (signal) => {
      const held = store.get(heldListsAtom)[tab];
      if (held) return Promise.resolve([...held]);
      return listForms(http, tab, signal).then((rows) => {
        if (!signal.aborted) hold(tab, rows);
        return rows;
      });
    },
    [http, tab, store, hold],
  );
  const { setData } = request;
  // A change that settles after the person switched tabs must not land in the other tab's list.
  const shownTab = useRef(tab);
  useLayoutEffect(() => {
    shownTab.current = tab;
  }, [tab]);

  const replaceRows = useCallback(
    (rows: readonly FormListItem[]) => {
      hold(tab, rows);
      if (shownTab.current === tab) setData(() => [...rows]);
    },
    [hold, setData, tab],
  );

  const refresh = useCallback(async () => {
    try {
      replaceRows(await listForms(http, tab));
    } catch {
      // The change itself succeeded and is already on screen; a failed refresh changes nothing.
    }
  }, [http, replaceRows, tab]);

  return { request, replaceRows, refresh };
}
