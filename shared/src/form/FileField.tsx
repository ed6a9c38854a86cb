import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './FormField';
import type { FieldErrorLike, RegisteredProps } from './fieldId';

type FileAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'required' | RegisteredProps>;

export interface FileFieldProps extends FileAttributes {
  /** What `register('file', rules)` returned; the value is a FileList. */
  registration: UseFormRegisterReturn;
  /** The visible label. */
  label: ReactNode;
  /** Accepted types, e.g. '.csv,text/csv'. */
  accept?: string;
  /** Says "(required)"; pair it with the `required` validator. */
  required?: boolean;
  /** The field's error from formState.errors. */
  error?: FieldErrorLike;
  /** Help text, e.g. the expected columns and the size limit. */
  hint?: ReactNode;
  /** Extra class on the field wrapper. */
  fieldClassName?: string;
}

/** A labelled native file picker registered with react-hook-form. */
export function FileField({ registration, label, accept, required, error, hint, fieldClassName, className, ...rest }: FileFieldProps) {
  return (
    <FormField name={registration.name} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <input
          {...rest}
          {...registration}
          {...control}
          type="file"
          accept={accept}
          className={className ? `obs-file ${className}` : 'obs-file'}
        />
      )}
    </FormField>
  );
}
