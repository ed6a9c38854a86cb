import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, Route, Routes, useNavigate } from '@observatory/shared/router';
import type { HostServicesV1, HostUser, RemoteModuleV1, ToastRequest } from '../contract';
import { createHttpClient, userFromToken } from '@observatory/shared/http';
import { KIT_NAMESPACE, kitMessages } from '@observatory/shared/i18n';
import { StandaloneLogin } from './StandaloneLogin';
import '../ui/kit.css';

declare const process: { env: Record<string, string | undefined> };

export interface StandaloneOptions {
  /** Where the area is mounted on its own page. */
  readonly basePath: string;
}

/** In-memory storage: the standalone page is a developer tool and keeps nothing between reloads. */
function memoryStore() {
  const values = new Map<string, unknown>();
  return {
    save: (key: string, value: unknown) => void values.set(key, value),
    load: <T,>(key: string) => values.get(key) as T | undefined,
    clear: (key: string) => void values.delete(key),
  };
}

/**
 * Runs one area on its own page against the API, with the services the shell would lend it, so an
 * area team can work without the host. The token lives in memory only; the user is read from it
 * (an NGO admin sees what an NGO admin sees), and navigation goes through the router.
 */
export async function startStandaloneArea(module: RemoteModuleV1, options: StandaloneOptions) {
  const language = new URLSearchParams(window.location.search).get('lang') === 'en' ? 'en' : 'ro';
  const apiBaseUrl = process.env.OBSERVATORY_API_URL ?? 'http://127.0.0.1:4000';
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {}, interpolation: { escapeValue: false } });
  i18n.addResourceBundle(language, KIT_NAMESPACE, kitMessages[language], true, true);
  i18n.addResourceBundle(language, module.id, await module.loadMessages(language), true, true);
  document.documentElement.lang = language;

  let token: string | null = null;
  const client = createHttpClient({ baseURL: apiBaseUrl, getToken: () => token, onUnauthorized: () => window.location.reload() });
  const drafts = memoryStore();
  const preferences = memoryStore();

  function SignedIn({ user }: { user: HostUser }) {
    const navigate = useNavigate();
    const [toasts, setToasts] = useState<ToastRequest[]>([]);
    const services = useMemo<HostServicesV1>(
      () => ({
        contractVersion: 1,
        http: { get: client.get, post: client.post, put: client.put, delete: client.delete },
        i18n,
        toasts: { show: (toast) => setToasts((current) => [...current.slice(-2), toast]) },
        user,
        navigate: (to, navigateOptions) => void navigate(to, { replace: navigateOptions?.replace }),
        drafts,
        preferences,
      }),
      [navigate, user],
    );
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

  function Standalone() {
    const [user, setUser] = useState<HostUser | null>(null);
    if (!user) {
      return (
        <StandaloneLogin
          http={client}
          onToken={(value) => {
            token = value;
            setUser(userFromToken(value));
          }}
        />
      );
    }
    return <SignedIn user={user} />;
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
