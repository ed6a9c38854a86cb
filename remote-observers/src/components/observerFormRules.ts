import type { TFunction } from 'i18next';
import { combineRules, fieldRefusalTexts } from '@observatory/shared/form';
import type { Rules, ServerErrorMapping, Validators } from '@observatory/shared/form';
import type { PageState } from '../api/types';
import { isValidPin } from '../lib/pin';

export interface ObserverFormValues {
  name: string;
  phone: string;
  pin: string;
}

/** The API's phone rule: 10 to 15 digits, an optional leading +, spaces, dots, dashes and brackets ignored. */
const PHONE = /^\+?\d{10,15}$/;
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
  const pinFormat: Rules = { validate: { pinFormat: (value) => !value || isValidPin(String(value).trim()) || t('profile.pinFormat') } };
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

/**
 * Where a refused save goes, in our words (the API's messages are English only): a phone that is
 * already registered (409) and the API's field errors next to their field, each said by its code
 * (api/README.md "Field refusal codes"): what is wrong and how to fix it. A code we do not know
 * (or a host whose client gives none) gets the field's general sentence. Anything else is a
 * form-level sentence the caller shows, with Save left enabled.
 */
export function saveErrorMapping(t: TFunction): ServerErrorMapping<ObserverFormValues> {
  const label = { name: t('profile.fields.name'), phone: t('profile.fields.phone'), pin: t('profile.fields.pin') };
  const duplicatePhone = t('profile.errors.duplicatePhone');
  return {
    byStatus: { 409: { field: 'phone', message: duplicatePhone, byCode: { phone_taken: duplicatePhone } } },
    fields: {
      name: {
        field: 'name',
        message: t('profile.errors.nameInvalid'),
        byCode: {
          ...fieldRefusalTexts(t, label.name),
          name_bidi: t('profile.errors.name_bidi'),
          nothing_to_change: t('profile.errors.nothing_to_change'),
        },
      },
      phone: {
        field: 'phone',
        message: t('profile.errors.phoneInvalid'),
        byCode: { ...fieldRefusalTexts(t, label.phone), phone_format: t('profile.errors.phone_format'), phone_taken: duplicatePhone },
      },
      pin: {
        field: 'pin',
        message: t('profile.errors.pinInvalid'),
        byCode: { ...fieldRefusalTexts(t, label.pin), pin_format: t('profile.errors.pin_format') },
      },
    },
  };
}
