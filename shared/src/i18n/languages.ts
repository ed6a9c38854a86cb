/** Languages the product ships (spec section 1): English and Romanian, Romanian by default. */
export const SUPPORTED_LANGUAGES = ['en', 'ro'] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: SupportedLanguage = 'ro';

/** The i18next namespace holding the kit's own texts. */
export const KIT_NAMESPACE = 'kit';

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The Intl locale for a language (UX-9: dates and numbers use ro-RO / en-GB). */
export function toIntlLocale(language: string): string {
  return language.toLowerCase().startsWith('en') ? 'en-GB' : 'ro-RO';
}
