import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { isolate } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { deleteForm } from '../api/deleteForm';
import { updateFormMeta } from '../api/updateFormMeta';
import type { FormListItem } from '../api/types';
import { forgetListsAtom } from '../state/heldLists';

interface ListAccess {
  readonly rows: readonly FormListItem[];
  readonly replaceRows: (rows: readonly FormListItem[]) => void;
  readonly refresh: () => Promise<void>;
  /** Where focus goes when the row that had it leaves the list. */
  readonly focusAfterRemoval: () => void;
  /** A form was unpublished: the page offers to take it back. */
  readonly onUnpublished?: (form: FormListItem) => void;
}

/**
 * The list's row actions. Publish and Unpublish save at once (a metadata-only PUT): the row leaves
 * the tab, a toast says where it went and the list reloads (spec section 4); an unpublished form
 * is handed to `onUnpublished` (Undo). Delete runs after the confirmation; a form with answers is
 * refused (409) and nothing changes. Failures are said in a
 * toast and above the table (`failure`), since toasts go away.
 */
export function useFormActions({ rows, replaceRows, refresh, focusAfterRemoval, onUnpublished }: ListAccess) {
  const { t } = useTranslation('forms');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const forgetLists = useSetAtom(forgetListsAtom);
  const [failure, setFailure] = useState<string>();
  const [busyId, setBusyId] = useState<number | null>(null);

  const leave = useCallback(
    (form: FormListItem) => {
      replaceRows(rows.filter((row) => row.id !== form.id));
      focusAfterRemoval();
      forgetLists();
      void refresh();
    },
    [focusAfterRemoval, forgetLists, refresh, replaceRows, rows],
  );

  const setPublished = useCallback(
    async (form: FormListItem, publish: boolean) => {
      const title = isolate(form.description);
      setBusyId(form.id);
      setFailure(undefined);
      try {
        await updateFormMeta(http, { id: form.id, draft: !publish });
        toasts.show({
          kind: 'success',
          title: publish ? t('actions.publishedTitle') : t('actions.unpublishedTitle'),
          message: publish ? t('actions.published', { title }) : t('actions.unpublished', { title }),
        });
        leave(form);
        if (!publish) onUnpublished?.(form);
      } catch (error) {
        const message = describe(error, {
          what: publish ? t('actions.publishFailed', { title }) : t('actions.unpublishFailed', { title }),
        });
        setFailure(message);
        toasts.show({ kind: 'error', title: t('actions.failedTitle'), message });
      } finally {
        setBusyId(null);
      }
    },
    [describe, http, leave, onUnpublished, t, toasts],
  );

  const remove = useCallback(
    async (form: FormListItem) => {
      const title = isolate(form.description);
      setFailure(undefined);
      try {
        await deleteForm(http, form.id);
        toasts.show({ kind: 'warning', title: t('delete.deletedTitle'), message: t('delete.deleted', { title }) });
        leave(form);
      } catch (error) {
        const message = describe(error, { what: t('delete.failed', { title }), 409: t('delete.hasAnswers', { title }) });
        setFailure(message);
        toasts.show({ kind: 'error', title: t('actions.failedTitle'), message });
      }
    },
    [describe, http, leave, t, toasts],
  );

  return { setPublished, remove, failure, busyId };
}
