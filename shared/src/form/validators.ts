import { useMemo } from 'react';
import type { ValidationRule } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { hasNonWhitespace } from './normalize';

type Check = (value: unknown) => true | string;

/** Rules in react-hook-form's shape; spread into `register(name, rules)` or merge with combineRules. */
export interface Rules {
  required?: ValidationRule<boolean>;
  min?: ValidationRule<number>;
  max?: ValidationRule<number>;
  minLength?: ValidationRule<number>;
  maxLength?: ValidationRule<number>;
  pattern?: ValidationRule<RegExp>;
  validate?: Record<string, Check>;
}

// Deliberately simple: one @, no spaces, a dot in the domain. The server has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The generic validators of spec section 5, with messages from the kit namespace naming the field. */
export function createValidators(t: TFunction<'kit'>) {
  return {
    required: (field: string): Rules => ({ required: { value: true, message: t('validation.required', { field }) } }),
    min: (field: string, min: number): Rules => ({ min: { value: min, message: t('validation.min', { field, min }) } }),
    max: (field: string, max: number): Rules => ({ max: { value: max, message: t('validation.max', { field, max }) } }),
    minLength: (field: string, length: number): Rules => ({
      minLength: { value: length, message: t('validation.minLength', { field, count: length }) },
    }),
    maxLength: (field: string, length: number): Rules => ({
      maxLength: { value: length, message: t('validation.maxLength', { field, count: length }) },
    }),
    pattern: (field: string, pattern: RegExp, message?: string): Rules => ({
      pattern: { value: pattern, message: message ?? t('validation.pattern', { field }) },
    }),
    /** Empty values pass (pair with `required`), so an optional e-mail field may stay empty. */
    email: (field: string): Rules => ({
      validate: {
        email: (value) => isEmpty(value) || (typeof value === 'string' && EMAIL.test(value.trim())) || t('validation.email', { field }),
      },
    }),
    /** Fails a value made only of spaces (spec section 5: name and phone). Empty values pass. */
    nonWhitespace: (field: string): Rules => ({
      validate: { nonWhitespace: (value) => isEmpty(value) || hasNonWhitespace(value) || t('validation.nonWhitespace', { field }) },
    }),
  };
}

export type Validators = ReturnType<typeof createValidators>;

/** The validators bound to the current language. */
export function useValidators(): Validators {
  const { t } = useTranslation('kit');
  return useMemo(() => createValidators(t), [t]);
}

/** Merges several rule sets; `validate` checks from each are all kept. */
export function combineRules(...sets: Rules[]): Rules {
  const result: Rules = {};
  for (const set of sets) {
    const { validate, ...rest } = set;
    Object.assign(result, rest);
    if (validate) result.validate = { ...result.validate, ...validate };
  }
  return result;
}
