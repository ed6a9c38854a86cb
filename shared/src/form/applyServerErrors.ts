import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@observatory/shared/http';

/** Where a server's refusal goes, and the caller's sentence for it (already translated). */
export interface ServerErrorPlacement<T extends FieldValues> {
  readonly field: Path<T>;
  /** The sentence when the refusal's code is not in `byCode` (or the host's client gives none). */
  readonly message: string;
  /**
   * The sentence for each stable code the API may give this field (api/README.md "Field refusal
   * codes"): what is wrong and how to fix it. `fieldRefusalTexts` gives the generic ones.
   */
  readonly byCode?: Readonly<Record<string, string>>;
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
  // Codes by wire name in lower case; an older host's client gives none.
  const codes = new Map(Object.entries(error.fieldCodes ?? {}).map(([wire, list]) => [wire.toLowerCase(), list[0]]));
  const sentence = (placement: ServerErrorPlacement<T>, wire: string) => {
    const code = codes.get(wire.toLowerCase());
    return (code !== undefined && placement.byCode?.[code]) || placement.message;
  };
  const forStatus = mapping.byStatus?.[error.status];
  if (forStatus) {
    setError(forStatus.field, { type: 'server', message: sentence(forStatus, forStatus.field) }, { shouldFocus: true });
    return true;
  }
  if (error.status !== 400 || !mapping.fields) return false;
  const byWire = new Map(Object.entries(mapping.fields).map(([wire, placement]) => [wire.toLowerCase(), placement]));
  const placements = Object.keys(error.fieldErrors).flatMap((wire) => {
    const placement = byWire.get(wire.toLowerCase());
    return placement ? [{ placement, wire }] : [];
  });
  placements.forEach(({ placement, wire }, index) =>
    setError(placement.field, { type: 'server', message: sentence(placement, wire) }, { shouldFocus: index === 0 }),
  );
  return placements.length > 0;
}

/** The stable codes any field may be refused with, which `fieldRefusalTexts` says in words. */
export const GENERIC_REFUSAL_CODES = [
  'required',
  'too_long',
  'too_short',
  'too_small',
  'too_big',
  'too_few',
  'too_many',
  'not_allowed',
] as const;

/**
 * The kit's sentences for the generic codes, naming the field: "Name is too long: shorten it."
 * Spread them into a placement's `byCode` and add the field's own codes after them.
 */
export function fieldRefusalTexts(t: TFunction, field: string): Record<string, string> {
  // Message keys are camel case: `too_few` would read as a plural form of `too`.
  const key = (code: string) => code.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(GENERIC_REFUSAL_CODES.map((code) => [code, t(`form.refused.${key(code)}`, { ns: 'kit', field })]));
}
