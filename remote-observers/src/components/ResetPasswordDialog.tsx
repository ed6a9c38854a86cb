import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant, Modal } from '@observatory/shared/ui';
import { FormServerError, PasswordField } from '@observatory/shared/form';
import { useHostServices } from '@observatory/shared/services';
import { isValidResetPassword } from '@observatory/shared/model';
import type { Observer } from '@observatory/shared/model';
import { resetObserverPassword } from '../api/resetObserverPassword';
import { describeError } from '../lib/describeError';

interface ResetPasswordDialogProps {
  /** Whose password to reset; the dialog is open while it is set. */
  observer: Observer | null;
  onClose: () => void;
}

/**
 * Reset password (spec section 5): the new password is required and Confirm only needs a
 * non-empty value; the 4-or-6 helper is a hint that turns into a warning, not a block. A masked
 * input with a show toggle, never a plain text field as in the original.
 */
export function ResetPasswordDialog({ observer, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const formId = useId();
  const { register, handleSubmit, reset, control, setError, formState } = useForm({ defaultValues: { newPin: '' } });
  const value = useWatch({ control, name: 'newPin' });
  const open = observer !== null;
  useEffect(() => {
    if (open) reset({ newPin: '' });
  }, [open, reset]);

  const submit = handleSubmit(async ({ newPin }) => {
    if (!observer) return;
    try {
      await resetObserverPassword(http, observer.phone, newPin.trim());
      toasts.show({ kind: 'success', title: t('resetPassword.successTitle'), message: t('resetPassword.success') });
      onClose();
    } catch (error) {
      toasts.show({ kind: 'error', title: t('resetPassword.errorTitle'), message: t('resetPassword.error') });
      // Also beside the field, so the reason stays on screen after the toast (UX-6).
      setError('root.serverError', { type: 'server', message: describeError(t, error, t('resetPassword.errorDetail')) });
    }
  });

  const hint = value && !isValidResetPassword(value.trim()) ? t('resetPassword.lengthWarning') : t('resetPassword.hint');
  return (
    <Modal
      open={open}
      title={observer ? t('resetPassword.title', { name: observer.name }) : ''}
      onClose={() => !formState.isSubmitting && onClose()}
      size="small"
      footer={
        <>
          <Button variant={ButtonVariant.BGGRAY} onClick={onClose} disabled={formState.isSubmitting}>
            {t('resetPassword.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={ButtonVariant.PURPLE} disabled={!value?.trim()} busy={formState.isSubmitting}>
            {t('resetPassword.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <PasswordField
          registration={register('newPin', { required: true })}
          label={t('resetPassword.label')}
          required
          hint={hint}
          autoComplete="new-password"
          inputMode="numeric"
        />
        <FormServerError error={formState.errors.root?.serverError} />
      </form>
    </Modal>
  );
}
