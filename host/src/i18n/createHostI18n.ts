import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { RemoteModuleV1 } from '@observatory/shared/contract';
import { KIT_NAMESPACE, kitMessages } from '@observatory/shared/i18n';
import type { Language } from './languageStorage';
import { storeLanguage } from './languageStorage';

async function fetchHostMessages(language: Language): Promise<Record<string, unknown>> {
  const response = await fetch(`/assets/i18n/${language}.json`);
  if (!response.ok) throw new Error(`translations for ${language} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Adds an area's namespace for a language; re-adding overwrites so edits show in development. */
export async function addAreaMessages(i18n: I18nInstance, module: RemoteModuleV1, language: string): Promise<void> {
  const messages = await module.loadMessages(language);
  i18n.addResourceBundle(language, module.id, messages, true, true);
}

async function addHostMessages(i18n: I18nInstance, language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await fetchHostMessages(language), true, true);
  }
  i18n.addResourceBundle(language, KIT_NAMESPACE, kitMessages[language], true, true);
}

/** The host's i18next instance, lent to every area. Texts come from /assets/i18n/{lang}.json. */
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
 * each loaded area's namespace are fetched first, so nothing flashes untranslated keys.
 */
export async function switchLanguage(i18n: I18nInstance, language: Language, loadedAreas: readonly RemoteModuleV1[]) {
  await addHostMessages(i18n, language);
  await Promise.all(loadedAreas.map((module) => addAreaMessages(i18n, module, language)));
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  storeLanguage(language);
}
