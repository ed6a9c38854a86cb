/**
 * The element id of a form field, from its react-hook-form path. FormField and FormErrorSummary
 * both use it, so the summary's links land on the right input.
 */
export function fieldId(name: string): string {
  return `obs-field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Something that may carry an error message: a react-hook-form FieldError, a string, or nothing. */
export type FieldErrorLike = string | { message?: string } | null | undefined;

export function errorMessage(error: FieldErrorLike): string | undefined {
  if (!error) return undefined;
  return typeof error === 'string' ? error : error.message;
}

/** Props that come from `register()` and must not be set by hand. */
export type RegisteredProps = 'name' | 'onChange' | 'onBlur' | 'ref';
