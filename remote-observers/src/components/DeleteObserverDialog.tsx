import { Trans, useTranslation } from 'react-i18next';
import { isolate } from '@observatory/shared/i18n';
import { ConfirmDialog } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import type { Observer } from '../api/types';
import { deleteObserver } from '../api/deleteObserver';
import { useDescribeError } from '@observatory/shared/area';

interface DeleteObserverDialogProps {
  /** The observer to delete; the dialog is open while it is set. */
  observer: Observer | null;
  onClose: () => void;
  /** After the API confirmed; the caller refreshes the list (page 1 and the count). */
  onDeleted: (observer: Observer) => void;
}

/**
 * OBSERVER_DELETE_CONFIRMATION, then the delete. Success is the spec's warning toast; a failure
 * is an error toast (the original had no error handling at all) and the dialog closes.
 */
export function DeleteObserverDialog({ observer, onClose, onDeleted }: DeleteObserverDialogProps) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();

  const confirm = async () => {
    if (!observer) return;
    try {
      await deleteObserver(http, observer.id);
      toasts.show({ kind: 'warning', title: t('delete.successTitle'), message: t('delete.success', { name: isolate(observer.name) }) });
      onDeleted(observer);
    } catch (error) {
      toasts.show({ kind: 'error', title: t('delete.errorTitle'), message: describe(error, { what: t('delete.error') }) });
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={observer !== null}
      title={t('delete.title')}
      message={
        observer ? <Trans t={t} i18nKey="delete.confirmation" values={{ name: observer.name }} components={{ name: <bdi /> }} /> : ''
      }
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
