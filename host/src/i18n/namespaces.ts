import type { i18n as I18nInstance } from 'i18next';
import type { RemoteModuleV1 } from '@observatory/shared/contract';
import { KIT_NAMESPACE, kitMessages } from '@observatory/shared/i18n';
import type { Language } from './languageStorage';

/** Adds an area's namespace for a language; re-adding overwrites so edits show in development. */
export async function addAreaMessages(i18n: I18nInstance, module: RemoteModuleV1, language: string): Promise<void> {
  const messages = await module.loadMessages(language);
  i18n.addResourceBundle(language, module.id, messages, true, true);
}

/** The kit's texts, which every signed-in screen uses. */
export function addKitMessages(i18n: I18nInstance, language: Language) {
  i18n.addResourceBundle(language, KIT_NAMESPACE, kitMessages[language], true, true);
}
