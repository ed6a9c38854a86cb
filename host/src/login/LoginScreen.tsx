import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/languageStorage';
import { LanguageSelect } from '../ui/LanguageSelect';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { LoginField } from './LoginField';
import { LoginError } from './requestToken';
import type { LoginFailure } from './requestToken';

export interface LoginScreenProps {
  /** Signs in; resolves once the signed-in app is ready, rejects with a LoginError. */
  readonly signIn: (user: string, password: string) => Promise<void>;
  /** True when the last session ended by itself (401 or expiry), not by a logout. */
  readonly sessionEnded: boolean;
  readonly changeLanguage: (language: Language) => Promise<void>;
  /** Called once the person starts on the form, so the app behind it can start loading. */
  readonly onEngaged?: () => void;
}

/**
 * /login: the first screen, and the only one before sign-in. It needs React and the texts only,
 * so it loads before the kit, the router and the areas (the signed-in app loads behind it).
 */
export function LoginScreen({ signIn, sessionEnded, changeLanguage, onEngaged }: LoginScreenProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  useEffect(() => heading.current?.focus(), []);
  useDocumentTitle(t('login.pageTitle'));

  const required = (value: string, field: string) => (tried && value.trim() === '' ? t('login.requiredError', { field }) : undefined);
  const userError = required(user, t('login.username'));
  const passwordError = required(password, t('login.password'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (user.trim() === '' || password === '' || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      await signIn(user, password);
    } catch (error) {
      setFailure(error instanceof LoginError ? error.failure : 'unreachable');
      setBusy(false);
    }
  };

  return (
    <section className="obs-login">
      <LanguageSelect className="obs-login__language" changeLanguage={changeLanguage} />
      <h1 ref={heading} tabIndex={-1}>
        {t('login.title')}
      </h1>
      {sessionEnded ? (
        <p role="status" className="obs-notice">
          {t('login.sessionEnded')}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} onFocus={onEngaged} noValidate className="obs-login__form">
        <LoginField
          label={t('login.username')}
          autoComplete="username"
          value={user}
          onChange={(event) => setUser(event.target.value)}
          error={userError}
        />
        <LoginField
          label={t('login.password')}
          autoComplete="current-password"
          secret
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={passwordError}
        />
        {failure ? (
          <p role="alert" className="obs-error-text" data-testid="login-error">
            {t(`login.failure.${failure}`)}
          </p>
        ) : null}
        <button type="submit" className="obs-button obs-button--purple" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <span className="obs-spinner obs-spinner--small" aria-hidden="true" /> : null}
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </section>
  );
}
