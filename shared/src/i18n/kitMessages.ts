import type { i18n as I18nInstance } from 'i18next';
import en from './kit.en.json';
import ro from './kit.ro.json';
import { KIT_NAMESPACE, SUPPORTED_LANGUAGES } from './languages';
import type { SupportedLanguage } from './languages';

/** The kit's message tree, as stored in kit.en.json (ro has the same keys plus `_few` plurals). */
export type KitMessages = typeof en;

/** The kit's texts per language, to be added under the namespace KIT_NAMESPACE. */
export const kitMessages: Record<SupportedLanguage, Record<string, unknown>> = { en, ro };

/** Adds the kit namespace in every supported language to an i18next instance (host start-up, tests). */
export function registerKitMessages(i18n: I18nInstance): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, KIT_NAMESPACE, kitMessages[language], true, true);
  }
}
