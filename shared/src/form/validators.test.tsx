import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../testing';
import { combineRules, useValidators } from './validators';
import type { Rules } from './validators';

function validatorsIn(language: 'en' | 'ro') {
  const i18n = createTestI18n({ language });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useValidators(), { wrapper }).result.current;
}

function runValidate(rules: Rules, value: unknown) {
  return Object.values(rules.validate ?? {}).map((check) => check(value));
}

describe('useValidators', () => {
  const v = validatorsIn('en');

  it('builds react-hook-form rules with the field name in the message', () => {
    expect(v.required('Title')).toEqual({ required: { value: true, message: 'Title is required.' } });
    expect(v.min('From', 1)).toEqual({ min: { value: 1, message: 'From must be at least 1.' } });
    expect(v.max('To', 120)).toEqual({ max: { value: 120, message: 'To must be at most 120.' } });
    expect(v.minLength('Password', 4).minLength).toEqual({ value: 4, message: 'Password must have at least 4 characters.' });
    expect(v.maxLength('Code', 1).maxLength).toEqual({ value: 1, message: 'Code must have at most 1 character.' });
    expect(v.pattern('Code', /^[A-Z]+$/).pattern).toEqual({ value: /^[A-Z]+$/, message: 'Code is not in the expected format.' });
    expect(v.pattern('Code', /x/, 'Use capitals.').pattern?.valueOf()).toEqual({ value: /x/, message: 'Use capitals.' });
  });

  it('checks e-mail addresses and lets an empty optional value pass', () => {
    const rules = v.email('E-mail');
    expect(runValidate(rules, 'ana@example.org')).toEqual([true]);
    expect(runValidate(rules, '')).toEqual([true]);
    expect(runValidate(rules, 'ana@example')).toEqual(['E-mail must be a valid email address.']);
  });

  it('rejects values made only of spaces', () => {
    const rules = v.nonWhitespace('Name');
    expect(runValidate(rules, '   ')).toEqual(['Name must contain more than spaces.']);
    expect(runValidate(rules, ' Ana ')).toEqual([true]);
  });

  it('uses Romanian messages and plural forms', () => {
    const ro = validatorsIn('ro');
    expect(ro.required('Titlu').required).toEqual({ value: true, message: 'Câmpul Titlu este obligatoriu.' });
    expect(ro.minLength('Parola', 1).minLength).toMatchObject({ message: 'Câmpul Parola trebuie să aibă cel puțin 1 caracter.' });
    expect(ro.minLength('Parola', 4).minLength).toMatchObject({ message: 'Câmpul Parola trebuie să aibă cel puțin 4 caractere.' });
    expect(ro.maxLength('Mesaj', 200).maxLength).toMatchObject({ message: 'Câmpul Mesaj poate avea cel mult 200 de caractere.' });
  });
});

describe('combineRules', () => {
  it('merges rule sets and keeps every validate check', () => {
    const v = validatorsIn('en');
    const rules = combineRules(v.required('Name'), v.nonWhitespace('Name'), v.email('Name'), v.maxLength('Name', 5));
    expect(Object.keys(rules).sort()).toEqual(['maxLength', 'required', 'validate']);
    expect(Object.keys(rules.validate ?? {})).toEqual(['nonWhitespace', 'email']);
  });
});
