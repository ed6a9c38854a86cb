import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@observatory/shared/ui';
import type { FormListItem } from '../api/types';

export type FormConfirmation = 'delete' | 'archive';

interface FormConfirmDialogProps {
  /** What is asked about which form; the dialog is open while it is set. */
  readonly asking: { readonly kind: FormConfirmation; readonly form: FormListItem } | null;
  /** Runs the action; the dialog stays busy until it settles, then closes. Failures are said by the caller. */
  readonly onConfirm: (kind: FormConfirmation, form: FormListItem) => Promise<void>;
  readonly onClose: () => void;
}

/**
 * The list's confirmations, naming the form: Delete (the spec's "Are you sure you want to delete
 * this record?") and Archive (what observers and the answers will see of it).
 */
export function FormConfirmDialog({ asking, onConfirm, onClose }: FormConfirmDialogProps) {
  const { t } = useTranslation('forms');
  const confirm = async () => {
    if (!asking) return;
    await onConfirm(asking.kind, asking.form);
    onClose();
  };
  const kind = asking?.kind ?? 'delete';
  const title = (
    <Trans t={t} i18nKey={`${kind}.consequence`} values={{ title: asking?.form.description ?? '' }} components={{ title: <bdi /> }} />
  );
  return (
    <ConfirmDialog
      open={asking !== null}
      title={t(`${kind}.title`)}
      message={
        asking ? (
          <>
            {kind === 'delete' && <p>{t('confirm.delete')}</p>}
            <p>{title}</p>
          </>
        ) : (
          ''
        )
      }
      confirmLabel={t(`${kind}.confirm`)}
      danger={kind === 'delete'}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
