import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { isolate } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { archiveForm } from '../api/archiveForm';
import { deleteForm } from '../api/deleteForm';
import { restoreForm } from '../api/restoreForm';
import { updateFormMeta } from '../api/updateFormMeta';
import type { FormListItem } from '../api/types';
import type { FormsTab } from '../lib/paths';

interface ListAccess {
  readonly rows: readonly FormListItem[];
  readonly tab: FormsTab;
  readonly replaceRows: (rows: readonly FormListItem[]) => void;
  readonly refresh: () => Promise<void>;
  /** The kit's rule for a row that leaves the list (`useRowExitFocus`): focus and what is said. */
  readonly rowLeaving: (id: number, announcement: string) => void;
  /** A form was unpublished: the page offers to take it back. */
  readonly onUnpublished?: (form: FormListItem) => void;
}

/**
 * The list's row actions. Publish and Unpublish save at once (a metadata-only PUT), Archive after
 * its confirmation, Restore at once: the row leaves the tab, a toast says where it went and the
 * list reloads (spec section 4); an unpublished form is handed to `onUnpublished` (Undo). Delete
 * runs after the confirmation; a form with answers is refused (409) and nothing changes. Focus
 * follows the kit's rule for a row that leaves (the next row, else the previous, else the
 * heading). Failures are said in a toast and above the table (`failure`), since toasts go away.
 */
export function useFormActions({ rows, tab, replaceRows, refresh, rowLeaving, onUnpublished }: ListAccess) {
  const { t } = useTranslation('forms');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [failure, setFailure] = useState<string>();
  const [busyId, setBusyId] = useState<number | null>(null);

  const leave = useCallback(
    (form: FormListItem) => {
      const left = rows.filter((row) => row.id !== form.id);
      const tabName = t(`list.tabs.${tab}`);
      rowLeaving(form.id, left.length > 0 ? t('list.left', { count: left.length, tab: tabName }) : t('list.leftNone', { tab: tabName }));
      replaceRows(left);
      void refresh();
    },
    [refresh, replaceRows, rowLeaving, rows, t, tab],
  );

  /** Runs one action on one row: success says so and the row leaves, failure is said twice. */
  const run = useCallback(
    async (
      form: FormListItem,
      action: () => Promise<unknown>,
      done: { title: string; message: string },
      failed: (error: unknown) => string,
    ) => {
      setBusyId(form.id);
      setFailure(undefined);
      try {
        await action();
        toasts.show({ kind: 'success', ...done });
        leave(form);
        return true;
      } catch (error) {
        const message = failed(error);
        setFailure(message);
        toasts.show({ kind: 'error', title: t('actions.failedTitle'), message });
        return false;
      } finally {
        setBusyId(null);
      }
    },
    [leave, t, toasts],
  );

  const setPublished = useCallback(
    async (form: FormListItem, publish: boolean) => {
      const title = isolate(form.description);
      const saved = await run(
        form,
        () => updateFormMeta(http, { id: form.id, draft: !publish }),
        publish
          ? { title: t('actions.publishedTitle'), message: t('actions.published', { title }) }
          : { title: t('actions.unpublishedTitle'), message: t('actions.unpublished', { title }) },
        (error) => describe(error, { what: publish ? t('actions.publishFailed', { title }) : t('actions.unpublishFailed', { title }) }),
      );
      if (saved && !publish) onUnpublished?.(form);
    },
    [describe, http, onUnpublished, run, t],
  );

  /** Archive (a form with answers) or Restore (an archived form, as the last draft). */
  const setArchived = useCallback(
    async (form: FormListItem, archive: boolean) => {
      const title = isolate(form.description);
      await run(
        form,
        () => (archive ? archiveForm(http, form.id) : restoreForm(http, form.id)),
        archive
          ? { title: t('archive.doneTitle'), message: t('archive.done', { title }) }
          : { title: t('restore.doneTitle'), message: t('restore.done', { title }) },
        (error) => describe(error, { what: archive ? t('archive.failed', { title }) : t('restore.failed', { title }) }),
      );
    },
    [describe, http, run, t],
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

  return { setPublished, setArchived, remove, failure, busyId };
}
