import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@observatory/shared/ui';

interface UnpublishDialogProps {
  readonly open: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** Saving a public form as a draft takes it away from observers: asked before it happens. */
export function UnpublishDialog({ open, onConfirm, onCancel }: UnpublishDialogProps) {
  const { t } = useTranslation('forms');
  return (
    <ConfirmDialog
      open={open}
      title={t('save.unpublishTitle')}
      message={t('save.unpublishMessage')}
      confirmLabel={t('save.unpublishConfirm')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
