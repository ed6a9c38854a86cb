import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { i18n as I18nInstance } from 'i18next';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@observatory/shared/router';
import type { PreferenceService, RemoteModuleV1 } from '@observatory/shared/contract';
import type { HttpClient } from '@observatory/shared/http';
import type { AreaDefinition } from '../config/areaRegistry';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaFallback } from './AreaFallback';
import { AreaLoading } from './AreaLoading';
import { AreaLoadError } from '../federation/areaLoadError';
import type { AreaFailureKind } from '../federation/areaLoadError';
import type { AreaLoader } from '../federation/areaLoader';
import { addAreaMessages } from '../i18n/namespaces';
import { userAtom } from '../auth/sessionAtoms';
import type { createDraftService } from '../auth/drafts';
import { createHostServices } from '../services/createHostServices';

type OutletState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: RemoteModuleV1 }
  | { readonly status: 'failed'; readonly kind: AreaFailureKind };

/** What an area is loaded and mounted with: the shell hands down its runtime (shell/routes.tsx). */
export interface AreaOutletRuntime {
  readonly areaLoader: Pick<AreaLoader, 'load' | 'retry'>;
  readonly http: HttpClient;
  readonly i18n: I18nInstance;
  readonly drafts: ReturnType<typeof createDraftService>;
  readonly preferences: PreferenceService;
}

/** Loads an area on first visit and mounts it inside its own error boundary and Suspense. */
export function AreaOutlet({ area, basePath, shell }: { area: AreaDefinition; basePath: string; shell: AreaOutletRuntime }) {
  const { i18n } = useTranslation();
  // The router's navigate changes with the address; the services an area gets must not (an area
  // would see new services, and re-run what depends on them, at each of its own navigations).
  const navigate = useNavigate();
  const latestNavigate = useRef(navigate);
  useEffect(() => {
    latestNavigate.current = navigate;
  });
  const user = useAtomValue(userAtom);
  const [state, setState] = useState<OutletState>({ status: 'loading' });
  const [retrying, setRetrying] = useState(false);

  const show = useCallback(
    async (load: () => Promise<RemoteModuleV1>) => {
      try {
        const module = await load();
        await addAreaMessages(shell.i18n, module, i18n.language);
        setState({ status: 'ready', module });
      } catch (error) {
        setState({ status: 'failed', kind: error instanceof AreaLoadError ? error.kind : 'unreachable' });
      } finally {
        setRetrying(false);
      }
    },
    // The language is read at load time; later switches go through switchLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shell],
  );

  useEffect(() => {
    setState({ status: 'loading' });
    void show(() => shell.areaLoader.load(area));
  }, [area, shell, show]);

  const retry = useCallback(() => {
    setRetrying(true);
    void show(() => shell.areaLoader.retry(area));
  }, [area, shell, show]);

  const services = useMemo(
    () =>
      user &&
      createHostServices({
        http: shell.http,
        i18n: shell.i18n,
        user,
        navigate: (to, options) => void latestNavigate.current(to, options),
        drafts: shell.drafts,
        preferences: shell.preferences,
      }),
    [user, shell],
  );

  if (state.status === 'failed') return <AreaFallback navKey={area.navKey} kind={state.kind} onRetry={retry} retrying={retrying} />;
  if (state.status === 'loading' || !services) return <AreaLoading navKey={area.navKey} />;
  const { App } = state.module;
  return (
    <AreaErrorBoundary
      areaId={area.id}
      fallback={(reset) => <AreaFallback navKey={area.navKey} kind="crashed" retrying={false} onRetry={reset} />}
    >
      <Suspense fallback={<AreaLoading navKey={area.navKey} />}>
        <App services={services} basePath={basePath} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
