import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from '@observatory/shared/router';
import { createHttpClient } from '@observatory/shared/http';
import { AREAS } from './areas/areaRegistry';
import { createDraftService } from './auth/drafts';
import { tokenAtom } from './auth/sessionAtoms';
import { createSessionController } from './auth/sessionController';
import { createTokenReader, watchTokenExpiry } from './auth/sessionExpiry';
import { onStoredTokenChange, readStoredToken } from './auth/tokenStorage';
import { fetchEnvironment } from './config/environment';
import { createAreaLoader } from './federation/areaLoader';
import { createHostI18n, switchLanguage } from './i18n/createHostI18n';
import { readStoredLanguage } from './i18n/languageStorage';
import { createPreferenceService } from './preferences/preferenceService';
import { createRoutes } from './shell/routes';
import { ShellProvider } from './shell/ShellContext';
import type { ShellRuntime } from './shell/ShellContext';
import { StartupError } from './shell/StartupError';
import '@observatory/shared/ui/kit.css';
import 'react-toastify/dist/ReactToastify.css';
import './shell/shell.css';

/** Start-up: environment file, remotes registered (not loaded), i18n, session, then the first render. */
export async function bootstrap(container: HTMLElement) {
  const root = createRoot(container);
  let environment;
  try {
    environment = await fetchEnvironment();
  } catch (error) {
    root.render(<StartupError error={error} />);
    return;
  }
  const store = createStore();
  store.set(tokenAtom, readStoredToken());
  const i18n = await createHostI18n(readStoredLanguage());
  const drafts = createDraftService();
  const router = createBrowserRouter(createRoutes());
  const session = createSessionController({ store, clearDrafts: () => drafts.clearAll() });
  const http = createHttpClient({
    baseURL: environment.apiBaseUrl,
    getToken: createTokenReader(store),
    onUnauthorized: () => session.endExpiredSession(),
  });
  watchTokenExpiry(store, () => session.endExpiredSession());
  onStoredTokenChange((token) => session.followOtherTab(token));
  const areaLoader = createAreaLoader(environment, AREAS);
  const runtime: ShellRuntime = {
    environment,
    areaLoader,
    session,
    http,
    i18n,
    drafts,
    preferences: createPreferenceService(),
    changeLanguage: async (language) => switchLanguage(i18n, language, await areaLoader.loadedModules()),
  };
  root.render(
    <StrictMode>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ShellProvider value={runtime}>
            <RouterProvider router={router} />
          </ShellProvider>
        </I18nextProvider>
      </JotaiProvider>
    </StrictMode>,
  );
}
