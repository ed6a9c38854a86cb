import { useState } from 'react';
import type { FormEvent } from 'react';
import type { HttpClient } from '@observatory/shared/http';

/**
 * The standalone page's own sign-in (area teams run their area without the shell). Plain English
 * on purpose: it is a developer tool, never shown to staff.
 */
export function StandaloneLogin({ http, onToken }: { http: HttpClient; onToken: (token: string) => void }) {
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      const answer = await http.post<{ access_token: string }>('/api/v2/access/authorize', {
        user: data.get('user'),
        password: data.get('password'),
      });
      onToken(answer.access_token);
    } catch {
      setFailed(true);
    }
  };
  return (
    <main className="obs-login">
      <h1>Standalone area: sign in</h1>
      <form onSubmit={(event) => void submit(event)} className="obs-login__form">
        <div className="obs-field">
          <label htmlFor="standalone-user">Username</label>
          <input id="standalone-user" name="user" autoComplete="username" required />
        </div>
        <div className="obs-field">
          <label htmlFor="standalone-password">Password</label>
          <input id="standalone-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        {failed ? (
          <p role="alert" className="obs-error-text">
            Sign-in failed.
          </p>
        ) : null}
        <button type="submit" className="obs-button obs-button--purple">
          Sign in
        </button>
      </form>
    </main>
  );
}
