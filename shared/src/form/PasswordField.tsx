import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import type { TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Defaults to 'current-password' so password managers can fill it; use 'new-password' when setting one. */
  autoComplete?: string;
}

/**
 * A password input with a "Show password" toggle (UX-4). Paste and password managers stay allowed.
 */
export function PasswordField({
  registration,
  label,
  required,
  error,
  hint,
  fieldClassName,
  className,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('kit');
  const [shown, setShown] = useState(false);
  return (
    <FormField name={registration.name} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <span className="obs-password">
          <input
            {...rest}
            {...registration}
            {...control}
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            className={className ? `obs-input ${className}` : 'obs-input'}
          />
          <button
            type="button"
            className="obs-button obs-button--alltransparent obs-button--small"
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown(!shown)}
          >
            {t('form.showPassword')}
          </button>
        </span>
      )}
    </FormField>
  );
}
