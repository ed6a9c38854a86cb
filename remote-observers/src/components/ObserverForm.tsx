import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import {
  DraftNotice,
  FormErrorSummary,
  FormServerError,
  PasswordField,
  TextField,
  applyServerErrors,
  normalizeValues,
  useFormDraft,
  useValidators,
} from '@observatory/shared/form';
import type { PageState } from '../api/types';
import { BACK_TO_LIST } from '../lib/paths';
import { observerFormRules, saveErrorMapping } from './observerFormRules';
import type { ObserverFormValues } from './observerFormRules';

const DRAFT_EXCLUDES = ['pin'] as const;

interface ObserverFormProps {
  mode: PageState;
  /** Name and phone of the observer being viewed or edited; empty for a new one. */
  initial?: Pick<ObserverFormValues, 'name' | 'phone'> & { readonly id?: number };
  /** Saves the normalised values; a rejection (ApiError) is shown on the form. */
  onSubmit: (values: ObserverFormValues) => Promise<void>;
  /** Shown in edit mode only. */
  onDelete?: () => void;
}

/**
 * Name, phone and pin (labelled password). Values are trimmed and inner spaces collapsed before
 * they are sent; Save stays disabled while the form is invalid (spec section 5) and a line says why.
 */
export function ObserverForm({ mode, initial, onSubmit, onDelete }: ObserverFormProps) {
  const { t } = useTranslation('observers');
  const v = useValidators();
  const describe = useDescribeError();
  // A failure that belongs to no field: shown above Save, never in the form's errors, so Save stays enabled.
  const [formError, setFormError] = useState<string>();
  const rules = observerFormRules(t, v, mode);
  const saveHintId = useId();
  const form = useForm<ObserverFormValues>({
    mode: 'onTouched',
    defaultValues: { name: initial?.name ?? '', phone: initial?.phone ?? '', pin: '' },
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, submitCount, isValid, isSubmitting } = formState;
  const readOnly = mode === 'view';
  // What was typed survives a session that ends mid-edit; the PIN is never kept.
  const draft = useFormDraft(`observers.profile.${mode}.${initial?.id ?? 'new'}`, form, { enabled: !readOnly, exclude: DRAFT_EXCLUDES });

  const submit = handleSubmit(async (values) => {
    const clean = normalizeValues(values);
    setFormError(undefined);
    try {
      await onSubmit(clean);
      draft.clear();
      // The PIN is never shown again once saved.
      if (mode === 'edit') reset({ ...clean, pin: '' });
    } catch (error) {
      if (!applyServerErrors(setError, error, saveErrorMapping(t))) setFormError(describe(error, { what: t('profile.errors.saveFailed') }));
    }
  });

  return (
    <form className="obs-stack obs-observers-form" onSubmit={submit} noValidate>
      <DraftNotice pending={draft.pending !== undefined} origin={draft.origin} onRestore={draft.restore} onDiscard={draft.discard} />
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <fieldset className="obs-observers-fieldset" disabled={readOnly}>
        <legend className="obs-visually-hidden">{t('profile.legend')}</legend>
        <TextField
          registration={register('name', rules.name)}
          label={t('profile.fields.name')}
          required={!readOnly}
          error={errors.name}
          autoComplete="off"
        />
        <TextField
          registration={register('phone', rules.phone)}
          label={t('profile.fields.phone')}
          type="tel"
          required={!readOnly}
          error={errors.phone}
          hint={readOnly ? undefined : t('profile.phoneHint')}
          autoComplete="off"
        />
        {!readOnly && (
          <PasswordField
            registration={register('pin', rules.pin)}
            label={t('profile.fields.pin')}
            required={mode === 'new'}
            error={errors.pin}
            hint={mode === 'new' ? t('profile.pinHint') : t('profile.pinKeepHint')}
            autoComplete="new-password"
            inputMode="numeric"
          />
        )}
      </fieldset>
      <FormServerError message={formError} />
      {!readOnly && !isValid && (
        <p id={saveHintId} className="obs-field__hint">
          {t('profile.saveHint')}
        </p>
      )}
      <div className="obs-toolbar">
        {!readOnly && (
          <Button
            type="submit"
            variant={ButtonVariant.PURPLE}
            disabled={!isValid}
            busy={isSubmitting}
            aria-describedby={!isValid ? saveHintId : undefined}
          >
            {t('profile.save')}
          </Button>
        )}
        <Link className="obs-button obs-button--bggray" to={BACK_TO_LIST}>
          {t('profile.cancel')}
        </Link>
        {mode === 'edit' && onDelete && (
          <Button danger onClick={onDelete} className="obs-observers-form__delete">
            {t('profile.delete')}
          </Button>
        )}
      </div>
    </form>
  );
}
