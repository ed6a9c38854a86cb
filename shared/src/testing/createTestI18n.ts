import i18next from 'i18next';
import type { i18n as I18nInstance } from 'i18next';
import { KIT_NAMESPACE, kitMessages } from '../i18n';
import type { SupportedLanguage } from '../i18n';

/** An area's own messages, added under its namespace (the area id). */
export interface AreaMessages {
  readonly namespace: string;
  readonly en: Record<string, unknown>;
  readonly ro: Record<string, unknown>;
}

export interface TestI18nOptions {
  /** Language to start in. Defaults to 'en'. */
  readonly language?: SupportedLanguage;
  /** Optional area messages; their namespace becomes the default namespace. */
  readonly messages?: AreaMessages;
}

/**
 * A fresh i18next instance, initialised synchronously with the kit namespace (and an area's
 * messages), configured like the host's: no fallback language, so a missing key shows up as the key.
 */
export function createTestI18n(options: TestI18nOptions = {}): I18nInstance {
  const { language = 'en', messages } = options;
  const instance = i18next.createInstance();
  const namespaces = messages ? [messages.namespace, KIT_NAMESPACE] : [KIT_NAMESPACE];
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: namespaces[0],
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: { [KIT_NAMESPACE]: kitMessages.en, ...(messages ? { [messages.namespace]: messages.en } : {}) },
      ro: { [KIT_NAMESPACE]: kitMessages.ro, ...(messages ? { [messages.namespace]: messages.ro } : {}) },
    },
  });
  return instance;
}
