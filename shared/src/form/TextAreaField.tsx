import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField';
import type { FieldErrorLike, RegisteredProps } from './fieldId';

type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'required' | RegisteredProps>;

export interface TextAreaFieldProps extends TextAreaAttributes {
  /** What `register('name', rules)` returned. */
  registration: UseFormRegisterReturn;
  /** The visible label. */
  label: ReactNode;
  /** Says "(required)"; pair it with the `required` validator. */
  required?: boolean;
  /** The field's error from formState.errors. */
  error?: FieldErrorLike;
  /** Help text. */
  hint?: ReactNode;
  /** Extra class on the field wrapper. */
  fieldClassName?: string;
}

/** A labelled multi-line text input (at least 124 px high, spec section 9). */
export function TextAreaField({
  registration,
  label,
  required,
  error,
  hint,
  fieldClassName,
  className,
  rows = 4,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FormField name={registration.name} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <textarea
          {...rest}
          {...registration}
          {...control}
          rows={rows}
          className={className ? `obs-input obs-textarea ${className}` : 'obs-input obs-textarea'}
        />
      )}
    </FormField>
  );
}
