import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { i18n as I18nInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { isTokenExpired } from '@observatory/shared/token';
import { clearStoredToken, onStoredTokenChange, readStoredToken, storeToken } from '../auth/tokenStorage';
import type { Environment } from '../config/environment';
import { createHostI18n, switchLanguage } from '../i18n/createHostI18n';
import { readStoredLanguage } from '../i18n/languageStorage';
import type { Language } from '../i18n/languageStorage';
import { LoginScreen } from '../login/LoginScreen';
import { requestToken } from '../login/requestToken';
import { StartupError } from '../shell/StartupError';
import type { EarlyStart } from './earlyStart';
import { loadShell } from './shellChunk';
import { signedOutStart } from './signedOutStart';

interface Boot {
  readonly root: Root;
  readonly environment: Environment;
  readonly i18n: I18nInstance;
}

async function openShell(boot: Boot) {
  const { startShell } = await loadShell();
  startShell(boot);
}

function showLogin(boot: Boot, sessionEnded: boolean) {
  const { root, environment, i18n } = boot;
  const changeLanguage = (language: Language) => switchLanguage(i18n, language);
  const signIn = async (user: string, password: string) => {
    const token = await requestToken(environment.apiBaseUrl, user, password);
    await loadShell();
    storeToken(token);
    await openShell(boot);
  };
  // A sign-in in another tab signs this one in too.
  const stopFollowing = onStoredTokenChange((token) => {
    if (!token) return;
    stopFollowing();
    void openShell(boot);
  });
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <div className="obs-shell">
          <main id="main" className="obs-main" tabIndex={-1}>
            <LoginScreen
              sessionEnded={sessionEnded}
              changeLanguage={changeLanguage}
              signIn={async (user, password) => {
                await signIn(user, password);
                stopFollowing();
              }}
              onEngaged={() => void loadShell()}
            />
          </main>
        </div>
      </I18nextProvider>
    </StrictMode>,
  );
}

/**
 * Start-up. Signed out, only the sign-in screen's code loads (React, i18next, this file); the
 * signed-in app (router, kit, HTTP client, toasts, the area loader) loads behind it. Signed in,
 * the app starts at once, with the code and the area that earlyStart already asked for. The rules of which page a signed-out visit lands on are the route
 * table's (`signedOutStart`).
 */
export async function start(container: HTMLElement, early: EarlyStart) {
  const root = createRoot(container);
  const token = readStoredToken();
  const expired = token !== null && isTokenExpired(token);
  const signedIn = token !== null && !expired;
  const texts = createHostI18n(readStoredLanguage());
  // Should the environment file fail first, the texts' own failure has nobody left to tell.
  texts.catch(() => undefined);
  let environment: Environment;
  try {
    environment = await early.environment;
  } catch (error) {
    root.render(<StartupError error={error} />);
    return;
  }
  const boot = { root, environment, i18n: await texts };
  // An expired token is never sent: the session ends here, as a 401 would end it.
  if (expired) clearStoredToken('expired');
  if (signedIn) return openShell(boot);
  const next = signedOutStart(window.location.pathname, window.location.search, expired);
  if (next.kind === 'shell') return openShell(boot);
  if (next.url !== window.location.pathname + window.location.search) window.history.replaceState(null, '', next.url);
  const sessionEnded = new URLSearchParams(window.location.search).get('reason') === 'session-ended';
  showLogin(boot, sessionEnded);
}
