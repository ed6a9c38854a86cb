import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@observatory/shared/ui';
import { errorMessage, fieldId } from './fieldId';
import type { FieldErrorLike } from './fieldId';

/** Props FormField gives the control it wraps: spread them on the input. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldProps {
  /** The react-hook-form path of the field; it also makes the id (see `fieldId`). */
  name: string;
  /** The visible label. */
  label: ReactNode;
  /** Says "(required)" in the label and sets aria-required. The rule itself comes from the validators. */
  required?: boolean;
  /** The field's error (react-hook-form FieldError or a message). */
  error?: FieldErrorLike;
  /** Help text under the label, e.g. an expected format. */
  hint?: ReactNode;
  /** Renders the control with the id and ARIA links it must carry. */
  children: (control: FieldControlProps) => ReactNode;
  /** Extra class, e.g. 'obs-form-grid__wide' to span the form grid. */
  className?: string;
}

/**
 * One form field: a visible label, optional hint, the control, and its error message linked with
 * aria-describedby. The error has an icon as well as colour, so colour is never the only cue.
 */
export function FormField({ name, label, required = false, error, hint, children, className }: FormFieldProps) {
  const { t } = useTranslation('kit');
  const id = fieldId(name);
  const message = errorMessage(error);
  const invalid = Boolean(error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['obs-field', invalid ? 'obs-field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="obs-field__label" htmlFor={id}>
        {label}
        {required && <span className="obs-field__required"> {t('form.required')}</span>}
      </label>
      {hint && (
        <p className="obs-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {message && (
        <p className="obs-field__error" id={errorId}>
          <AlertIcon />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
