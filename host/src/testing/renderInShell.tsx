import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '@observatory/shared/testing';
import type { SupportedLanguage } from '@observatory/shared/i18n';
import en from '../../public/assets/i18n/en.json';
import ro from '../../public/assets/i18n/ro.json';

/** Renders a piece of the shell with the shell's real texts (`translation`) in `language`. */
export function renderInShell(ui: ReactElement, language: SupportedLanguage): RenderResult {
  const i18n = createTestI18n({ language, messages: { namespace: 'translation', en, ro } });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
