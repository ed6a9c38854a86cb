import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isApiError } from '@observatory/shared/http';
import { useShell } from './ShellContext';

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
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<LoginFailure>(null);
  const ids = { user: useId(), password: useId(), failure: useId() };
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { user: '', password: '' } });
  const sessionEnded = params.get('reason') === 'session-ended';

  useEffect(() => heading.current?.focus(), []);

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
      <h1 ref={heading} tabIndex={-1}>
        {t('login.title')}
      </h1>
      {sessionEnded ? (
        <p role="status" className="obs-notice">
          {t('login.sessionEnded')}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="obs-login__form" aria-describedby={failure ? ids.failure : undefined}>
        <div className="obs-field">
          <label htmlFor={ids.user}>{t('login.username')}</label>
          <input id={ids.user} type="text" autoComplete="username" aria-invalid={failure === 'invalid'} {...register('user', { required: true })} />
        </div>
        <div className="obs-field">
          <label htmlFor={ids.password}>{t('login.password')}</label>
          <input
            id={ids.password}
            type="password"
            autoComplete="current-password"
            aria-invalid={failure === 'invalid'}
            {...register('password', { required: true })}
          />
        </div>
        {failure ? (
          <p id={ids.failure} role="alert" className="obs-error-text" data-testid="login-error">
            {t(`login.failure.${failure}`)}
          </p>
        ) : null}
        {formState.errors.user || formState.errors.password ? (
          <p role="alert" className="obs-error-text">
            {t('login.required')}
          </p>
        ) : null}
        <button type="submit" className="obs-button obs-button--purple" disabled={formState.isSubmitting} aria-busy={formState.isSubmitting}>
          {formState.isSubmitting ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </section>
  );
}
