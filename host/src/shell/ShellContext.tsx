import { createContext, useContext } from 'react';
import type { i18n as I18nInstance } from 'i18next';
import type { PreferenceService } from '@observatory/shared/contract';
import type { HttpClient } from '@observatory/shared/http';
import type { Environment } from '../config/environment';
import type { AreaLoader } from '../federation/areaLoader';
import type { SessionController } from '../auth/sessionController';
import type { createDraftService } from '../auth/drafts';
import type { Language } from '../i18n/languageStorage';

/** Everything the shell's own components need, created once at start-up. */
export interface ShellRuntime {
  readonly environment: Environment;
  readonly areaLoader: AreaLoader;
  readonly session: SessionController;
  readonly http: HttpClient;
  readonly i18n: I18nInstance;
  readonly drafts: ReturnType<typeof createDraftService>;
  readonly preferences: PreferenceService;
  readonly changeLanguage: (language: Language) => Promise<void>;
}

const ShellContext = createContext<ShellRuntime | null>(null);

export const ShellProvider = ShellContext.Provider;

export function useShell(): ShellRuntime {
  const runtime = useContext(ShellContext);
  if (!runtime) throw new Error('useShell must be used inside the shell');
  return runtime;
}
