import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@observatory/shared/ui';
import type { FormListItem } from '../api/types';

interface DeleteFormDialogProps {
  /** The form to delete; the dialog is open while it is set. */
  readonly form: FormListItem | null;
  /** Deletes; the dialog stays busy until it settles, then closes. Failures are said by the caller. */
  readonly onConfirm: (form: FormListItem) => Promise<void>;
  readonly onClose: () => void;
}

/** The spec's confirmation ("Are you sure you want to delete this record?"), naming the form. */
export function DeleteFormDialog({ form, onConfirm, onClose }: DeleteFormDialogProps) {
  const { t } = useTranslation('forms');
  const confirm = async () => {
    if (!form) return;
    await onConfirm(form);
    onClose();
  };
  return (
    <ConfirmDialog
      open={form !== null}
      title={t('delete.title')}
      message={
        form ? (
          <>
            <p>{t('confirm.delete')}</p>
            <p>
              <Trans t={t} i18nKey="delete.consequence" values={{ title: form.description }} components={{ title: <bdi /> }} />
            </p>
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t('delete.confirm')}
      danger
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
