import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CONTRACT_VERSION } from '../contract';
import type { HostServices, RemoteModule, ToastRequest } from '../contract';
import { createHttpClient } from '../http';
import { KIT_NAMESPACE, kitMessages } from '../i18n';
import { StandaloneLogin } from './StandaloneLogin';
import '../ui/kit.css';

declare const process: { env: Record<string, string | undefined> };

export interface StandaloneOptions {
  /** Where the area is mounted on its own page. */
  readonly basePath: string;
}

/** In-memory drafts: the standalone page is a developer tool and keeps nothing between reloads. */
function memoryDrafts(): HostServices['drafts'] {
  const values = new Map<string, unknown>();
  return {
    save: (key, value) => void values.set(key, value),
    load: <T,>(key: string) => values.get(key) as T | undefined,
    clear: (key) => void values.delete(key),
  };
}

/**
 * Runs one area on its own page against the API, with the services the shell would lend it, so an
 * area team can work without the host. The token lives in memory only.
 */
export async function startStandaloneArea(module: RemoteModule, options: StandaloneOptions) {
  const language = new URLSearchParams(window.location.search).get('lang') === 'en' ? 'en' : 'ro';
  const apiBaseUrl = process.env.OBSERVATORY_API_URL ?? 'http://127.0.0.1:4000';
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, interpolation: { escapeValue: false } });
  i18n.addResourceBundle(language, KIT_NAMESPACE, kitMessages[language], true, true);
  i18n.addResourceBundle(language, module.id, await module.loadMessages(language), true, true);
  document.documentElement.lang = language;

  let token: string | null = null;
  const http = createHttpClient({ baseURL: apiBaseUrl, getToken: () => token, onUnauthorized: () => window.location.reload() });

  function Standalone() {
    const [signedIn, setSignedIn] = useState(false);
    const [toasts, setToasts] = useState<ToastRequest[]>([]);
    const services = useMemo<HostServices>(
      () => ({
        contractVersion: CONTRACT_VERSION,
        http,
        i18n,
        toasts: { show: (toast) => setToasts((current) => [...current.slice(-3), toast]) },
        user: { name: 'standalone', ngoId: null, ngoName: null, organizer: true },
        navigate: (to) => window.history.pushState(null, '', to),
        drafts: memoryDrafts(),
        config: { apiBaseUrl, observerGuideUrl: '#' },
      }),
      [],
    );
    if (!signedIn) {
      return (
        <StandaloneLogin
          http={http}
          onToken={(value) => {
            token = value;
            setSignedIn(true);
          }}
        />
      );
    }
    const { App } = module;
    return (
      <main id="main" className="obs-main">
        <div role="status" className="obs-standalone-toasts">
          {toasts.map((toast, index) => (
            <p key={index}>
              <strong>{toast.title}</strong> {toast.message}
            </p>
          ))}
        </div>
        <Routes>
          <Route path={`${options.basePath.replace(/\/$/, '')}/*`} element={<App services={services} basePath={options.basePath} />} />
        </Routes>
      </main>
    );
  }

  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Standalone />
      </BrowserRouter>
    </StrictMode>,
  );
}
