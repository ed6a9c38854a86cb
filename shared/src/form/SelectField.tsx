import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';
import type { FieldErrorLike, RegisteredProps } from './fieldId';

type SelectAttributes = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'required' | 'children' | RegisteredProps>;

/** One choice of a SelectField. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectAttributes {
  /** What `register('name', rules)` returned. */
  registration: UseFormRegisterReturn;
  /** The visible label. */
  label: ReactNode;
  /** The choices. Build them at render time so their labels can be translated. */
  options: readonly SelectOption[];
  /** Text of the empty first choice; false for none. Defaults to the translated "Choose an option". */
  placeholder?: string | false;
  /** Says "(required)"; pair it with the `required` validator. */
  required?: boolean;
  /** The field's error from formState.errors. */
  error?: FieldErrorLike;
  /** Help text. */
  hint?: ReactNode;
  /** Extra class on the field wrapper. */
  fieldClassName?: string;
}

/** A labelled native select registered with react-hook-form. */
export function SelectField({
  registration,
  label,
  options,
  placeholder,
  required,
  error,
  hint,
  fieldClassName,
  className,
  ...rest
}: SelectFieldProps) {
  const { t } = useTranslation('kit');
  return (
    <FormField name={registration.name} label={label} required={required} error={error} hint={hint} className={fieldClassName}>
      {(control) => (
        <select
          {...rest}
          {...registration}
          {...control}
          className={className ? `obs-input obs-select ${className}` : 'obs-input obs-select'}
        >
          {placeholder !== false && <option value="">{placeholder ?? t('form.selectPlaceholder')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
