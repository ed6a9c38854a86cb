import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@observatory/shared/http';

/** Where a server's refusal goes, and the caller's sentence for it (already translated). */
export interface ServerErrorPlacement<T extends FieldValues> {
  readonly field: Path<T>;
  readonly message: string;
}

export interface ServerErrorMapping<T extends FieldValues> {
  /** A status that means one field is wrong, e.g. a 409 on a taken phone goes on the phone field. */
  readonly byStatus?: Readonly<Partial<Record<number, ServerErrorPlacement<T>>>>;
  /** A 400 validation problem: wire field name (any letter case) → the form field and the sentence there. */
  readonly fields?: Readonly<Record<string, ServerErrorPlacement<T>>>;
}

/**
 * Puts a failed save's refusal on the fields it is about, in the caller's words (the server's own
 * messages are English only and never shown). Returns true when at least one field got an error;
 * otherwise nothing is set and the caller shows a form-level sentence (describeError) in its own
 * state, not in react-hook-form's errors: a network or server failure must leave Save enabled and
 * the form valid, so the person can simply try again.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  mapping: ServerErrorMapping<T>,
): boolean {
  if (!isApiError(error) || error.network) return false;
  const forStatus = mapping.byStatus?.[error.status];
  if (forStatus) {
    setError(forStatus.field, { type: 'server', message: forStatus.message }, { shouldFocus: true });
    return true;
  }
  if (error.status !== 400 || !mapping.fields) return false;
  const byWire = new Map(Object.entries(mapping.fields).map(([wire, placement]) => [wire.toLowerCase(), placement]));
  const placements = Object.keys(error.fieldErrors)
    .map((wire) => byWire.get(wire.toLowerCase()))
    .filter((placement): placement is ServerErrorPlacement<T> => placement !== undefined);
  placements.forEach((placement, index) =>
    setError(placement.field, { type: 'server', message: placement.message }, { shouldFocus: index === 0 }),
  );
  return placements.length > 0;
}
