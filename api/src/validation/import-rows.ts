import { nameIssue } from './names.js';
import { PIN_FORMAT } from './fields.js';

/** A phone an active observer (of any NGO) holds: one sentence whoever holds it, so nothing leaks. */
export const PHONE_TAKEN = 'This phone number is already registered to an observer.';

/**
 * Stable codes of import row errors: the back-office translates each one, so a code never
 * changes meaning. Listed in api/README.md.
 */
export const ROW_ERROR_CODES = [
  'phone_required',
  'phone_format',
  'phone_duplicate',
  'phone_taken',
  'pin_required',
  'pin_format',
  'name_required',
  'name_too_long',
  'name_bidi',
] as const;
type RowErrorCode = (typeof ROW_ERROR_CODES)[number];

export interface RowError {
  line: number;
  field: 'phone' | 'pin' | 'name';
  code: RowErrorCode;
  message: string;
}

export interface ImportRow {
  line: number;
  phone: string;
  pin: string;
  name: string;
}

export const normalizePhone = (raw: string): string => raw.trim().replace(/[\s.\-()]/g, '');
const PHONE_FORMAT = /^\+?\d{10,15}$/;
export const isPhoneFormat = (phone: string): boolean => PHONE_FORMAT.test(phone);

/**
 * The errors of one row, phone then PIN then name. `firstLine` maps each phone to the line
 * it first appeared on (a later repeat is `phone_duplicate`); `taken` holds phones that active
 * observers already hold in any NGO (`phone_taken`, said without naming who holds it).
 */
export function rowErrors(row: ImportRow, firstLine: ReadonlyMap<string, number>, taken: ReadonlySet<string>): RowError[] {
  const { line, phone, pin, name } = row;
  const errors: RowError[] = [];
  const err = (field: RowError['field'], code: RowErrorCode, message: string) => errors.push({ line, field, code, message });
  if (phone === '') err('phone', 'phone_required', 'The phone is required.');
  else if (!isPhoneFormat(phone)) err('phone', 'phone_format', 'The phone must be 10 to 15 digits, optionally starting with +.');
  else if ((firstLine.get(phone) ?? line) < line)
    err('phone', 'phone_duplicate', `This phone already appears on line ${firstLine.get(phone)}.`);
  else if (taken.has(phone)) err('phone', 'phone_taken', PHONE_TAKEN);
  if (pin === '') err('pin', 'pin_required', 'The PIN is required.');
  else if (!PIN_FORMAT.test(pin)) err('pin', 'pin_format', 'The PIN must be exactly 4 or 6 digits.');
  const issue = nameIssue(name);
  if (issue) err('name', issue.code, issue.message);
  return errors;
}
