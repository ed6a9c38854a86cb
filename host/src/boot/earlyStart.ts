import { readStoredToken } from '../auth/tokenStorage';
import { fetchEnvironment } from '../config/environment';
import type { Environment } from '../config/environment';
import { areaAtPath, preloadAreaEntry, registerAreas } from '../federation/areaRemotes';
import { fetchHostMessages } from '../i18n/hostMessages';
import { readStoredLanguage } from '../i18n/languageStorage';
import { loadShell } from './shellChunk';

// This file, and all it imports, must stay free of shared modules (React, i18next, the kit): it
// runs the moment main.js arrives, before Module Federation has loaded any of them.

/** What the start of a visit has already asked for, handed to the start-up proper. */
export interface EarlyStart {
  readonly environment: Promise<Environment>;
}

/**
 * Asks for everything the first screen needs at once, instead of one step after another: the
 * environment file and the shell's texts always; with a stored session also the signed-in app's
 * code and, once the environment names it, the entry of the area that shows this page. A visit
 * whose stored session turns out to have expired has fetched the app a moment early; it needs it
 * right after signing in again.
 */
export function earlyStart(): EarlyStart {
  fetchHostMessages(readStoredLanguage()).catch(() => undefined);
  const environment = fetchEnvironment();
  // A failure is the start-up's to report (StartupError), not this file's.
  environment.catch(() => undefined);
  if (readStoredToken() !== null) {
    loadShell().catch(() => undefined);
    const area = areaAtPath(window.location.pathname);
    if (area) {
      void environment
        .then((pins) => {
          registerAreas(pins);
          return preloadAreaEntry(area);
        })
        // The visit loads the area itself, with its retries and its message on failure.
        .catch(() => undefined);
    }
  }
  return { environment };
}
