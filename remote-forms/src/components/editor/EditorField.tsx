import type { ReactNode } from 'react';
import { FormField } from '@observatory/shared/form';
import { useFieldError } from './EditorContext';

interface EditorFieldProps {
  /** The field's name (fieldNames): its id, and where its error comes from. */
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly required?: boolean;
  /** A text area (at least 124 px high, spec section 9) instead of a one-line input. */
  readonly multiline?: boolean;
  readonly hint?: ReactNode;
  readonly className?: string;
}

/**
 * A labelled text field of the editor on the kit's FormField (label, "(required)", error linked
 * with aria-describedby). Nothing is cut: a text over the limit is kept and the error says so.
 */
export function EditorField({ name, label, value, onChange, required = false, multiline = false, hint, className }: EditorFieldProps) {
  const error = useFieldError(name);
  return (
    <FormField name={name} label={label} required={required} error={error} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className="obs-input obs-textarea"
            value={value}
            dir="auto"
            onChange={(event) => onChange(event.target.value)}
          />
        ) : (
          <input
            {...control}
            type="text"
            className="obs-input"
            value={value}
            dir="auto"
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
