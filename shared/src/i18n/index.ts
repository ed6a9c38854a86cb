export { SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE, KIT_NAMESPACE, isSupportedLanguage, toIntlLocale } from './languages';
export type { SupportedLanguage } from './languages';
export { kitMessages, registerKitMessages } from './kitMessages';
export type { KitMessages } from './kitMessages';
export { formatNumber, formatDateTime } from './format';
export { isolate } from './isolate';
