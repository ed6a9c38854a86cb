import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@observatory/shared/http';

/** Where server field names go: a map from wire name to form path, or the form paths themselves. */
export type ServerFieldMap<T extends FieldValues> = Readonly<Record<string, Path<T>>> | readonly Path<T>[];

export interface ApplyServerErrorsOptions {
  /** Message for root.serverError when the failure carries no field messages (already translated). */
  fallbackMessage?: string;
}

function lookup<T extends FieldValues>(fieldMap: ServerFieldMap<T> | undefined, wireName: string): Path<T> | undefined {
  if (!fieldMap) return undefined;
  const wanted = wireName.toLowerCase();
  if (Array.isArray(fieldMap)) return (fieldMap as readonly Path<T>[]).find((path) => path.toLowerCase() === wanted);
  const entry = Object.entries(fieldMap as Record<string, Path<T>>).find(([wire]) => wire.toLowerCase() === wanted);
  return entry?.[1];
}

/**
 * Puts a failed request's validation messages (ApiError.fieldErrors, keyed by wire names, matched
 * case-insensitively) on the form's fields, and everything else on `root.serverError`.
 * Returns true when at least one field got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldMap?: ServerFieldMap<T>,
  options: ApplyServerErrorsOptions = {},
): boolean {
  const unmatched: string[] = [];
  let matchedAny = false;
  if (isApiError(error)) {
    for (const [wireName, messages] of Object.entries(error.fieldErrors)) {
      const path = lookup(fieldMap, wireName);
      if (path && messages.length > 0) {
        setError(path, { type: 'server', message: messages.join(' ') }, { shouldFocus: !matchedAny });
        matchedAny = true;
      } else {
        unmatched.push(...messages);
      }
    }
  }
  if (unmatched.length > 0 || !matchedAny) {
    const fallback = options.fallbackMessage ?? (isApiError(error) ? (error.detail ?? error.title) : undefined);
    const message = unmatched.length > 0 ? unmatched.join(' ') : fallback;
    setError('root.serverError', { type: 'server', message });
  }
  return matchedAny;
}
