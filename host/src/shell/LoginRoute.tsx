import { useSearchParams } from '@observatory/shared/router';
import { LoginScreen } from '../login/LoginScreen';
import { requestToken } from '../login/requestToken';
import { useShell } from './ShellContext';

/**
 * /login inside the signed-in app (after a logout or a session end): the same screen as the first
 * one; the route guard around it sends the signed-in user on (returnTo or /answers).
 */
export function LoginRoute() {
  const { environment, session, changeLanguage } = useShell();
  const [params] = useSearchParams();
  return (
    <LoginScreen
      sessionEnded={params.get('reason') === 'session-ended'}
      changeLanguage={changeLanguage}
      signIn={async (user, password) => session.signIn(await requestToken(environment.apiBaseUrl, user, password))}
    />
  );
}
