import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@observatory/shared/router';
import { PasswordField, TextField, useValidators } from '@observatory/shared/form';
import { isApiError } from '@observatory/shared/http';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { LanguageSelect } from './LanguageSelect';
import { useShell } from './ShellContext';
import { useDocumentTitle } from './useDocumentTitle';

interface LoginValues {
  readonly user: string;
  readonly password: string;
}

type LoginFailure = 'invalid' | 'throttled' | 'unreachable' | null;

function failureOf(error: unknown): LoginFailure {
  if (!isApiError(error)) return 'unreachable';
  if (error.status === 400 || error.status === 401) return 'invalid';
  if (error.status === 429) return 'throttled';
  return 'unreachable';
}

/** /login: username and password; on success the guard goes on to /answers or a same-origin returnTo path. */
export function LoginPage() {
  const { t } = useTranslation();
  const { http, session } = useShell();
  const validators = useValidators();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<LoginFailure>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { user: '', password: '' } });
  const sessionEnded = params.get('reason') === 'session-ended';

  useEffect(() => heading.current?.focus(), []);
  useDocumentTitle(t('login.pageTitle'));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await http.post<{ access_token: string }>('/api/v2/access/authorize', values);
      // The route guard around this page sends the signed-in user on (returnTo or /answers).
      session.signIn(answer.access_token);
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  return (
    <section className="obs-login">
      <LanguageSelect className="obs-login__language" />
      <h1 ref={heading} tabIndex={-1}>
        {t('login.title')}
      </h1>
      {sessionEnded ? (
        <p role="status" className="obs-notice">
          {t('login.sessionEnded')}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="obs-login__form">
        <TextField
          registration={register('user', validators.required(t('login.username')))}
          label={t('login.username')}
          autoComplete="username"
          required
          error={formState.errors.user}
        />
        <PasswordField
          registration={register('password', validators.required(t('login.password')))}
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={formState.errors.password}
        />
        {failure ? (
          <p role="alert" className="obs-error-text" data-testid="login-error">
            {t(`login.failure.${failure}`)}
          </p>
        ) : null}
        <Button type="submit" variant={ButtonVariant.PURPLE} busy={formState.isSubmitting} busyLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>
    </section>
  );
}
