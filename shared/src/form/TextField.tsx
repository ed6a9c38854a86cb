import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField';
import type { FieldErrorLike, RegisteredProps } from './fieldId';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'required' | RegisteredProps>;

export interface TextFieldProps extends InputAttributes {
  /** What `register('name', rules)` returned. */
  registration: UseFormRegisterReturn;
  /** The visible label. */
  label: ReactNode;
  /** Says "(required)"; pair it with the `required` validator. */
  required?: boolean;
  /** The field's error from formState.errors. */
  error?: FieldErrorLike;
  /** Help text, e.g. the expected format. */
  hint?: ReactNode;
  /** Input type. Defaults to 'text'. */
  type?: 'text' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'date' | 'datetime-local' | 'password';
  /** Extra class on the field wrapper. */
  fieldClassName?: string;
}

/** A labelled text input registered with react-hook-form. Other input props (autoComplete, inputMode…) pass through. */
export function TextField({
  registration,
  label,
  required,
  error,
  hint,
  type = 'text',
  fieldClassName,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <FormField name={registration.name} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <input {...rest} {...registration} {...control} type={type} className={className ? `obs-input ${className}` : 'obs-input'} />
      )}
    </FormField>
  );
}
