import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '../i18n/languageStorage';
import type { Language } from '../i18n/languageStorage';

/**
 * English or Romanian; every area re-renders in the new language without a reload. In the top bar,
 * and on the login page, so a first-time English speaker need not read Romanian to sign in.
 */
export function LanguageSelect({
  className = 'obs-topbar__language',
  changeLanguage,
}: {
  className?: string;
  changeLanguage: (language: Language) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id}>{t('topbar.language')}</label>
      <select
        id={id}
        value={i18n.language}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setBusy(true);
          void changeLanguage(next).finally(() => setBusy(false));
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
