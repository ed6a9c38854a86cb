import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '../Button';
import { Modal } from '../Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The question, e.g. "Delete this observer?". */
  title: ReactNode;
  /** The consequence in words, with the number affected ("Send to 2 314 observers?"). */
  message: ReactNode;
  /** Confirm button text. Defaults to the translated "OK". */
  confirmLabel?: string;
  /** Cancel button text. Defaults to the translated "Cancel". */
  cancelLabel?: string;
  /** Marks the confirm action destructive (red). */
  danger?: boolean;
  /** Runs the action. While a returned promise is pending the dialog shows a busy state and stays open. */
  onConfirm: () => void | Promise<unknown>;
  /** Called on Cancel, Escape and the close button. */
  onCancel: () => void;
}

/**
 * A confirmation on the kit's Modal (an alertdialog). Focus starts on Cancel, the safe choice, so
 * an Enter pressed by habit never deletes anything.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('kit');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!open) setBusy(false);
  }, [open]);

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    setBusy(true);
    try {
      await result;
    } catch {
      // The caller reports the failure (toast or inline); the dialog only stops being busy.
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Modal
      open={open}
      title={title}
      onClose={cancel}
      role="alertdialog"
      describedBy={messageId}
      initialFocusRef={cancelRef}
      hideCloseButton={busy}
      size="small"
      footer={
        <>
          <Button ref={cancelRef} variant={ButtonVariant.BGGRAY} onClick={cancel} disabled={busy}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button variant={ButtonVariant.PURPLE} danger={danger} onClick={confirm} busy={busy}>
            {confirmLabel ?? t('dialog.ok')}
          </Button>
        </>
      }
    >
      <div id={messageId} className="obs-confirm__message">
        {message}
      </div>
    </Modal>
  );
}
