import { useId, useState } from 'react';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface LoginFieldProps extends Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'value' | 'onChange' | 'onFocus'> {
  readonly label: string;
  readonly error?: string;
  readonly secret?: boolean;
}

/**
 * One required field of the sign-in form, with the kit's look (kit.css classes) but none of its
 * code: the sign-in screen loads before the kit. Label, "(required)", the error linked with
 * aria-describedby, and for the password a "Show password" toggle.
 */
export function LoginField({ label, error, secret = false, ...input }: LoginFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const control = (
    <input
      {...input}
      id={id}
      className="obs-input"
      type={secret && !shown ? 'password' : 'text'}
      aria-required
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    />
  );
  return (
    <div className={error ? 'obs-field obs-field--invalid' : 'obs-field'}>
      <label className="obs-field__label" htmlFor={id}>
        {label}
        <span className="obs-field__required"> {t('login.required')}</span>
      </label>
      {secret ? (
        <span className="obs-password">
          {control}
          <button
            type="button"
            className="obs-button obs-button--alltransparent obs-button--small"
            aria-pressed={shown}
            aria-controls={id}
            onClick={() => setShown(!shown)}
          >
            {t('login.showPassword')}
          </button>
        </span>
      ) : (
        control
      )}
      {error ? (
        <p className="obs-field__error" id={`${id}-error`}>
          <span aria-hidden="true">⚠ </span>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
