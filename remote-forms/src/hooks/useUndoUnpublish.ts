import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { isolate } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { updateFormMeta } from '../api/updateFormMeta';
import type { FormListItem } from '../api/types';

interface UndoUnpublishOptions {
  /** Forgets the other tabs' lists and asks the shown one again (the form comes back to Public). */
  readonly refresh: () => Promise<void>;
  /** Where the focus goes when Undo, which had it, goes away. */
  readonly focusHeading: () => void;
}

/**
 * Unpublishing saves at once (spec section 4) and observers are refused the form from then on, so
 * the last unpublished form can be published again for a few seconds (Undo in the list).
 */
export function useUndoUnpublish({ refresh, focusHeading }: UndoUnpublishOptions) {
  const { t } = useTranslation('forms');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [unpublished, setUnpublished] = useState<FormListItem | null>(null);
  const [failure, setFailure] = useState<string>();

  const offer = useCallback((form: FormListItem) => {
    setFailure(undefined);
    setUnpublished(form);
  }, []);
  const dismiss = useCallback(() => setUnpublished(null), []);

  const undo = useCallback(async () => {
    if (!unpublished) return;
    const title = isolate(unpublished.description);
    setUnpublished(null);
    focusHeading();
    try {
      await updateFormMeta(http, { id: unpublished.id, draft: false });
      toasts.show({ kind: 'success', title: t('actions.publishedTitle'), message: t('actions.published', { title }) });
      await refresh();
    } catch (error) {
      const message = describe(error, { what: t('actions.publishFailed', { title }) });
      setFailure(message);
      toasts.show({ kind: 'error', title: t('actions.failedTitle'), message });
    }
  }, [describe, focusHeading, http, refresh, t, toasts, unpublished]);

  return { unpublished, failure, offer, undo, dismiss };
}

export type UndoUnpublish = ReturnType<typeof useUndoUnpublish>;
