import { MANIFEST_TIMEOUT_MS } from './loadTrace';

// Imports nothing shared: the runtime plugin and the start of a visit use it before the share scope exists.

/** An area's manifest, as the shell always asks for it: bounded in time, revalidated, no cookies. */
export function fetchManifest(url: string, init?: RequestInit): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), cache: 'no-cache', credentials: 'omit' });
}

const prefetched = new Map<string, Promise<Response>>();

/**
 * Asks for a manifest ahead of the federation runtime (the start of a visit, the moment the
 * environment names it): `onArrival` gets a copy of the answer as soon as it arrives, and the
 * runtime's own request for it (takePrefetched) gets the answer itself instead of asking again.
 */
export function prefetchManifest(url: string, onArrival: (response: Response) => void): void {
  if (prefetched.has(url)) return;
  const pending = fetchManifest(url).then((response) => {
    if (response.ok) onArrival(response.clone());
    return response;
  });
  pending.catch(() => undefined);
  prefetched.set(url, pending);
}

/** The prefetched answer for `url`, once: a later request (a retry) asks the server again. */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const pending = prefetched.get(url);
  prefetched.delete(url);
  return pending;
}
