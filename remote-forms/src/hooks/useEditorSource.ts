import { useSetAtom, useStore } from 'jotai';
import { useRequest } from '@observatory/shared/area';
import type { AreaHttpV1 } from '@observatory/shared/contract';
import { ApiError } from '@observatory/shared/http';
import { useHostServices } from '@observatory/shared/services';
import { getFormSections } from '../api/getFormSections';
import { listForms } from '../api/listForms';
import type { FormListItem } from '../api/types';
import { emptyForm, fromWire } from '../lib/formModel';
import type { EditorForm } from '../lib/formModel';
import { FORMS_TABS } from '../lib/paths';
import type { FormsTab } from '../lib/paths';
import { formListsQuery } from '../state/formLists';

const notFound = () =>
  new ApiError({ status: 404, title: 'Not Found', fieldErrors: {}, network: false, aborted: false, detail: 'No such form.' });

/**
 * What the editor opens: an empty form for /formulare/nou, otherwise the form's sections with its
 * metadata merged in (spec section 3). The metadata comes from the lists this mount holds; when
 * they do not have the form (a link opened directly), the three lists are asked and kept.
 */
export function useEditorSource(formId: number | null) {
  const { http } = useHostServices();
  const store = useStore();
  const hold = useSetAtom(formListsQuery.holdAtom);
  return useRequest(
    (signal) => {
      if (formId === null) return Promise.resolve(emptyForm());
      const held = [...store.get(formListsQuery.heldAtom).values()];
      const known = held.flatMap((list) => list.value).find((form) => form.id === formId);
      const meta = known ? Promise.resolve(known) : findMeta(http, formId, signal, hold);
      return Promise.all([meta, getFormSections(http, formId, signal)]).then(([form, sections]): EditorForm => fromWire(form, sections));
    },
    [http, formId, store, hold],
  );
}

async function findMeta(
  http: AreaHttpV1,
  formId: number,
  signal: AbortSignal,
  hold: (tab: FormsTab, rows: readonly FormListItem[]) => void,
): Promise<FormListItem> {
  const lists = await Promise.all(FORMS_TABS.map((tab) => listForms(http, tab, signal)));
  if (!signal.aborted) FORMS_TABS.forEach((tab, index) => hold(tab, lists[index] ?? []));
  const form = lists.flat().find((candidate) => candidate.id === formId);
  if (!form) throw notFound();
  return form;
}
