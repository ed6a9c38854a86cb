import { readStoredToken } from '../auth/tokenStorage';
import { fetchEnvironment } from '../config/environment';
import type { Environment } from '../config/environment';
import { areaAtPath, preloadAreaEntry, registerAreas } from '../federation/areaRemotes';
import { prefetchManifest } from '../federation/manifestFetch';
import { startWhatTheAreaNeeds } from '../federation/manifestHints';
import { fetchHostMessages } from '../i18n/hostMessages';
import { readStoredLanguage } from '../i18n/languageStorage';
import { loadShell } from './shellChunk';

// This file, and all it imports, must stay free of shared modules (React, i18next, the kit): it
// runs the moment main.js arrives, before Module Federation has loaded any of them.

/** Opens the connection to an origin ahead of its first request (CORS mode, as the API's are). */
function preconnect(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(url).origin;
  link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/** What the start of a visit has already asked for, handed to the start-up proper. */
export interface EarlyStart {
  readonly environment: Promise<Environment>;
}

/**
 * Asks for everything the first screen needs at once, instead of one step after another: the
 * environment file and the shell's texts always; with a stored session also the signed-in app's
 * code and, once the environment names them, the entry of the area that shows this page and a
 * connection to the API. A visit whose stored session turns out to have expired has fetched the
 * app a moment early; it needs it right after signing in again.
 */
export function earlyStart(): EarlyStart {
  fetchHostMessages(readStoredLanguage()).catch(() => undefined);
  const environment = fetchEnvironment();
  // A failure is the start-up's to report (StartupError), not this file's.
  environment.catch(() => undefined);
  if (readStoredToken() !== null) {
    loadShell().catch(() => undefined);
    // The first screen's data comes from the API: its connection opens while the code downloads.
    void environment.then((pins) => preconnect(pins.apiBaseUrl)).catch(() => undefined);
    const area = areaAtPath(window.location.pathname);
    if (area) {
      void environment
        .then((pins) => {
          // The manifest the moment the environment names it, before the federation runtime is set
          // up (registerAreas); on arrival, the area's files, texts and (if its first screen has a
          // form) the form kit, all at once.
          const manifestUrl = pins.areas[area.id].manifestUrl;
          prefetchManifest(manifestUrl, (response) => void startWhatTheAreaNeeds(response, manifestUrl).catch(() => undefined));
          registerAreas(pins);
          return preloadAreaEntry(area);
        })
        // The visit loads the area itself, with its retries and its message on failure.
        .catch(() => undefined);
    }
  }
  return { environment };
}
