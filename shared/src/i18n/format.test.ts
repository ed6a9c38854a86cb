import { formatDateTime, formatNumber } from './format';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isSupportedLanguage, toIntlLocale } from './languages';

describe('languages', () => {
  it('ships en and ro with ro by default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'ro']);
    expect(DEFAULT_LANGUAGE).toBe('ro');
    expect(isSupportedLanguage('ro')).toBe(true);
    expect(isSupportedLanguage('fr')).toBe(false);
    expect(toIntlLocale('en')).toBe('en-GB');
    expect(toIntlLocale('ro')).toBe('ro-RO');
  });
});

describe('formatNumber', () => {
  it('groups thousands the way each language does', () => {
    expect(formatNumber(9874, 'en')).toBe('9,874');
    expect(formatNumber(12345, 'ro')).toBe('12.345');
    expect(formatNumber(0.5, 'ro', { style: 'percent' })).toBe('50\u00a0%');
  });
});

describe('formatters are made once per language and options', () => {
  it('reuses a number formatter, and never mixes up options or languages', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatNumber(1234567, 'en', { maximumFractionDigits: 1 })).toBe('1,234,567');
      expect(formatNumber(7654321, 'en', { maximumFractionDigits: 1 })).toBe('7,654,321');
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
      expect(formatNumber(1234567, 'ro', { maximumFractionDigits: 1 })).toBe('1.234.567');
      expect(made).toHaveBeenCalledTimes(3);
    } finally {
      made.mockRestore();
    }
  });

  it('reuses a date formatter per language and options', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
      expect(formatDateTime('2024-06-09T07:05:00Z', 'en', options)).toBe('9 Jun 2024');
      expect(formatDateTime('2024-07-10T07:05:00Z', 'en', { ...options })).toBe('10 Jul 2024');
      expect(made).toHaveBeenCalledTimes(1);
      expect(formatDateTime('2024-06-09T07:05:00Z', 'en', { dateStyle: 'short', timeZone: 'UTC' })).toBe('09/06/2024');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});

describe('formatDateTime', () => {
  const iso = '2024-06-09T07:05:00Z';

  it('formats date and time in the language', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' };
    expect(formatDateTime(iso, 'en', options)).toBe('09/06/2024, 07:05');
    expect(formatDateTime(iso, 'ro', options)).toBe('09.06.2024, 07:05');
  });

  it('accepts dates and epoch milliseconds', () => {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', timeZone: 'UTC' };
    expect(formatDateTime(new Date(iso), 'en', options)).toBe('2024');
    expect(formatDateTime(Date.parse(iso), 'ro', options)).toBe('2024');
  });

  it('gives an empty string for missing or broken values', () => {
    expect(formatDateTime(null, 'en')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
    expect(formatDateTime('not a date', 'ro')).toBe('');
  });
});
