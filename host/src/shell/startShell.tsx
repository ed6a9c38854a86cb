import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { i18n as I18nInstance } from 'i18next';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { GuardedBrowserRouter, createBlockingHistory } from '@observatory/shared/router';
import { createHttpClient } from '@observatory/shared/http';
import { decodeClaims } from '@observatory/shared/token';
import { RouteArrivalProvider, followRouteArrivals } from '@observatory/shared/ui';
import { AREAS } from '../config/areaRegistry';
import { createDraftService, sessionOfToken } from '../auth/drafts';
import { tokenAtom } from '../auth/sessionAtoms';
import { createSessionController } from '../auth/sessionController';
import { createTokenReader, watchTokenExpiry } from '../auth/sessionExpiry';
import { onStoredTokenChange, readStoredToken } from '../auth/tokenStorage';
import type { Environment } from '../config/environment';
import { createAreaLoader } from '../federation/areaLoader';
import { areaAtPath } from '../federation/areaRemotes';
import { loadKit } from '../federation/kitProvision.generated';
import { preloadAreasWhenIdle } from '../federation/preloadAreasWhenIdle';
import { switchLanguage } from '../i18n/createHostI18n';
import type { Language } from '../i18n/languageStorage';
import { createPreferenceService } from '../preferences/preferenceService';
import { ShellRoutes } from './routes';
import { ShellProvider } from './ShellContext';
import type { ShellRuntime } from './ShellContext';
import { addAreaMessages, addKitMessages } from '../i18n/namespaces';

export interface ShellStart {
  readonly root: Root;
  readonly environment: Environment;
  readonly i18n: I18nInstance;
}

/**
 * The signed-in app: session, HTTP client, router, areas (registered, not loaded), toasts. It is
 * loaded after sign-in (or at once when a session is already open), never before the sign-in
 * screen has shown.
 */
export function startShell({ root, environment, i18n }: ShellStart) {
  addKitMessages(i18n, i18n.language as Language);
  const store = createStore();
  store.set(tokenAtom, readStoredToken());
  const drafts = createDraftService(window.sessionStorage, () => {
    const token = store.get(tokenAtom);
    return token ? sessionOfToken(decodeClaims(token)) : null;
  });
  drafts.noteSession();
  store.sub(tokenAtom, () => drafts.noteSession());
  const history = createBlockingHistory();
  // Pages take focus on their heading after an in-app route change, not on the page's first load.
  const arrivals = followRouteArrivals({
    get state() {
      return { location: history.location };
    },
    subscribe: (listener) => history.listen(({ location }) => listener({ location })),
  });
  const session = createSessionController({ store, clearDrafts: () => drafts.clearAll() });
  const http = createHttpClient({
    baseURL: environment.apiBaseUrl,
    getToken: createTokenReader(store),
    onUnauthorized: () => session.endExpiredSession(),
  });
  watchTokenExpiry(store, () => session.endExpiredSession());
  onStoredTokenChange((token) => session.followOtherTab(token));
  const areaLoader = createAreaLoader(environment, AREAS, { prepare: loadKit });
  // The area this page shows runs as soon as its code arrives (earlyStart fetched it), beside the
  // shell's first render, rather than once its place in the page has rendered and asked.
  const shown = areaAtPath(window.location.pathname);
  if (shown) areaLoader.start(shown);
  const addNamespaces = async (language: Language) => {
    addKitMessages(i18n, language);
    const areas = await areaLoader.loadedModules();
    await Promise.all(areas.map((module) => addAreaMessages(i18n, module, language)));
  };
  const runtime: ShellRuntime = {
    environment,
    areaLoader,
    session,
    http,
    i18n,
    drafts,
    preferences: createPreferenceService(),
    changeLanguage: (language) => switchLanguage(i18n, language, addNamespaces),
  };
  root.render(
    <StrictMode>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <ShellProvider value={runtime}>
            <RouteArrivalProvider value={arrivals}>
              <GuardedBrowserRouter history={history}>
                <ShellRoutes />
              </GuardedBrowserRouter>
            </RouteArrivalProvider>
          </ShellProvider>
        </I18nextProvider>
      </JotaiProvider>
    </StrictMode>,
  );
  preloadAreasWhenIdle(areaLoader, AREAS);
}
