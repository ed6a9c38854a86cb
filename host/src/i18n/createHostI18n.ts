import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languageStorage';
import { storeLanguage } from './languageStorage';
import { fetchHostMessages } from './hostMessages';

async function addHostMessages(i18n: I18nInstance, language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await fetchHostMessages(language), true, true);
  }
}

/**
 * The host's i18next instance, lent to every area. The shell's texts come from
 * /assets/i18n/{lang}.json; the kit's and the areas' namespaces are added once the signed-in app
 * loads (see i18n/namespaces.ts), so the sign-in screen waits for nothing else.
 */
export async function createHostI18n(language: Language): Promise<I18nInstance> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: {},
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await addHostMessages(i18n, language);
  document.documentElement.lang = language;
  return i18n;
}

/**
 * Switches every part of the page to another language without a reload: the host's texts and
 * every other namespace in use (`addNamespaces`: the kit's, each loaded area's) are fetched
 * first, so nothing flashes untranslated keys.
 */
export async function switchLanguage(
  i18n: I18nInstance,
  language: Language,
  addNamespaces: (language: Language) => Promise<void> = async () => undefined,
) {
  await Promise.all([addHostMessages(i18n, language), addNamespaces(language)]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  storeLanguage(language);
}
