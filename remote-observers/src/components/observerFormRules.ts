import type { TFunction } from 'i18next';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { combineRules } from '@observatory/shared/form';
import type { Rules, Validators } from '@observatory/shared/form';
import { isApiError } from '@observatory/shared/http';
import type { PageState } from '@observatory/shared/model';
import { describeError } from '../lib/describeError';

export interface ObserverFormValues {
  name: string;
  phone: string;
  pin: string;
}

/** The API's phone rule: 10 to 15 digits, an optional leading +, spaces, dots, dashes and brackets ignored. */
const PHONE = /^\+?\d{10,15}$/;
/** The API's PIN rule: 4 to 6 digits. */
const PIN = /^\d{4,6}$/;
const NAME_MAX = 100;

export function phoneDigits(value: string): string {
  return value.trim().replace(/[\s.\-()]/g, '');
}

/**
 * The profile's rules (spec section 5: name and phone required with a non-whitespace character,
 * pin required), plus the API's formats so a mistake shows while typing, not after a round trip.
 * When editing, an empty PIN keeps the current one.
 */
export function observerFormRules(t: TFunction, v: Validators, mode: PageState): Record<keyof ObserverFormValues, Rules> {
  const label = { name: t('profile.fields.name'), phone: t('profile.fields.phone'), pin: t('profile.fields.pin') };
  const pinFormat: Rules = { validate: { pinFormat: (value) => !value || PIN.test(String(value).trim()) || t('profile.pinFormat') } };
  return {
    name: combineRules(v.required(label.name), v.nonWhitespace(label.name), v.maxLength(label.name, NAME_MAX)),
    phone: combineRules(v.required(label.phone), v.nonWhitespace(label.phone), {
      validate: {
        phoneFormat: (value) => !value || !String(value).trim() || PHONE.test(phoneDigits(String(value))) || t('profile.phoneFormat'),
      },
    }),
    pin: mode === 'new' ? combineRules(v.required(label.pin), pinFormat) : pinFormat,
  };
}

const FIELDS: readonly FieldPath<ObserverFormValues>[] = ['name', 'phone', 'pin'];

/**
 * Puts a failed save where it belongs: a duplicate phone (409) and the API's field errors next to
 * their field, in our words (the API's messages are English only), anything else above the button.
 */
export function showSaveError(t: TFunction, setError: UseFormSetError<ObserverFormValues>, error: unknown): void {
  const invalid: Record<string, string> = {
    name: t('profile.errors.nameInvalid'),
    phone: t('profile.errors.phoneInvalid'),
    pin: t('profile.errors.pinInvalid'),
  };
  if (isApiError(error) && error.status === 409) {
    setError('phone', { type: 'server', message: t('profile.errors.duplicatePhone') }, { shouldFocus: true });
    return;
  }
  if (isApiError(error) && error.status === 400) {
    const fields = Object.keys(error.fieldErrors)
      .map((wire) => FIELDS.find((field) => field.toLowerCase() === wire.toLowerCase()))
      .filter((field): field is FieldPath<ObserverFormValues> => field !== undefined);
    fields.forEach((field, index) => setError(field, { type: 'server', message: invalid[field] }, { shouldFocus: index === 0 }));
    if (fields.length > 0) return;
  }
  setError('root.serverError', { type: 'server', message: describeError(t, error, t('profile.errors.saveFailed')) });
}
