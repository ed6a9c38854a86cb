import { isLanguage, readStoredLanguage, storeLanguage } from './languageStorage';

describe('languageStorage', () => {
  afterEach(() => window.localStorage.clear());

  it('reads the language chosen before, Romanian when none or an unknown one is stored', () => {
    expect(readStoredLanguage()).toBe('ro');
    storeLanguage('en');
    expect(window.localStorage.getItem('language')).toBe('en');
    expect(readStoredLanguage()).toBe('en');
    window.localStorage.setItem('language', 'fr');
    expect(readStoredLanguage()).toBe('ro');
  });

  it('knows the two languages and nothing else', () => {
    expect(['ro', 'en', 'fr', '', undefined, 7].map(isLanguage)).toEqual([true, true, false, false, false, false]);
  });
});
