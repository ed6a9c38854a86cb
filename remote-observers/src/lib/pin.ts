/**
 * The one PIN rule of the back-office, for the profile and the reset dialog alike: exactly 4 or 6
 * digits (spec section 9's reset-password helper). The API applies the same rule to add, edit,
 * reset and import (api/src/validation/fields.ts), so no PIN the observers' app cannot take is stored.
 */
export const PIN_LENGTHS: readonly number[] = [4, 6];

export function isValidPin(value: string | null | undefined): boolean {
  return typeof value === 'string' && /^\d+$/.test(value) && PIN_LENGTHS.includes(value.length);
}
