import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { Button, ButtonVariant, Modal } from '@observatory/shared/ui';
import { FormServerError, PasswordField } from '@observatory/shared/form';
import { useHostServices } from '@observatory/shared/services';
import type { Observer } from '../api/types';
import { resetObserverPassword } from '../api/resetObserverPassword';
import { isValidPin } from '../lib/pin';
import { ObserverFacts } from './ObserverFacts';

interface ResetPasswordDialogProps {
  /** Whose password to reset; the dialog is open while it is set. */
  observer: Observer | null;
  onClose: () => void;
}

/**
 * Reset password (spec section 5): Confirm is enabled by any non-empty value, and the value is
 * checked against the one PIN rule (4 or 6 digits) in the browser before anything is sent. The
 * request names the observer by id, so the PIN goes to exactly the observer the title names; the
 * dialog also shows the phone and, for an organizer, the NGO, so a namesake cannot be mistaken for them.
 */
export function ResetPasswordDialog({ observer, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const formId = useId();
  const factsId = useId();
  const [formError, setFormError] = useState<string>();
  const { register, handleSubmit, reset, control, formState } = useForm({ defaultValues: { newPin: '' }, shouldFocusError: true });
  const value = useWatch({ control, name: 'newPin' });
  const open = observer !== null;
  useEffect(() => {
    if (open) reset({ newPin: '' });
    setFormError(undefined);
  }, [open, reset]);

  const submit = handleSubmit(async ({ newPin }) => {
    if (!observer) return;
    setFormError(undefined);
    try {
      await resetObserverPassword(http, observer, newPin.trim());
      toasts.show({ kind: 'success', title: t('resetPassword.successTitle'), message: t('resetPassword.success') });
      onClose();
    } catch (error) {
      toasts.show({ kind: 'error', title: t('resetPassword.errorTitle'), message: t('resetPassword.error') });
      // Also in the dialog, so the reason stays on screen after the toast.
      setFormError(describe(error, { what: t('resetPassword.errorDetail') }));
    }
  });

  return (
    <Modal
      open={open}
      title={observer ? <Trans t={t} i18nKey="resetPassword.title" values={{ name: observer.name }} components={{ name: <bdi /> }} /> : ''}
      onClose={() => !formState.isSubmitting && onClose()}
      size="small"
      describedBy={observer ? factsId : undefined}
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
      {/* The name alone may belong to two observers (an organizer sees every NGO). */}
      {observer && <ObserverFacts observer={observer} id={factsId} />}
      <form id={formId} onSubmit={submit} noValidate>
        <PasswordField
          registration={register('newPin', {
            required: true,
            validate: { pinFormat: (pin) => isValidPin(pin.trim()) || t('resetPassword.format') },
          })}
          label={t('resetPassword.label')}
          required
          error={formState.errors.newPin}
          hint={t('resetPassword.hint')}
          autoComplete="new-password"
          inputMode="numeric"
        />
        <FormServerError message={formError} />
      </form>
    </Modal>
  );
}
