import type { Language } from './languageStorage';

type Messages = Record<string, unknown>;
const requests = new Map<Language, Promise<Messages>>();

/**
 * The shell's texts for one language (/assets/i18n/{lang}.json), one request per language: the
 * start of a visit asks for them before i18next has arrived, and i18next then receives that same
 * answer. A failed request is forgotten, so a language switch can ask again.
 */
export function fetchHostMessages(language: Language): Promise<Messages> {
  let request = requests.get(language);
  if (!request) {
    request = fetch(`/assets/i18n/${language}.json`).then(async (response) => {
      if (!response.ok) throw new Error(`translations for ${language} answered ${response.status}`);
      return (await response.json()) as Messages;
    });
    request.catch(() => requests.delete(language));
    requests.set(language, request);
  }
  return request;
}
