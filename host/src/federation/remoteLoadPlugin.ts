import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fetchManifest, takePrefetched } from './manifestFetch';
import { startWhatTheAreaNeeds } from './manifestHints';
import { SCRIPT_TIMEOUT_MS, recordStageFailure } from './loadTrace';

/**
 * Runtime plugin of the host. It must not import shared libraries (react...) statically: runtime
 * plugins run before the share scope exists. It bounds how long a manifest or entry may take
 * (the runtime has no manifest timeout and a 20 s script timeout), remembers which stage failed,
 * and starts what the area needs (its texts, the form kit) with its manifest (manifestHints.ts).
 */
export default function remoteLoadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'observatory-remote-load',
    async fetch(url, init) {
      // The start of a visit may have asked already (and started what the area needs on arrival).
      const early = takePrefetched(url);
      if (early) return early;
      const response = await fetchManifest(url, init);
      if (response.ok) startWhatTheAreaNeeds(response.clone(), url).catch(() => undefined);
      return response;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
    // Preload links fetch as CORS requests, like the scripts and styles that later use them: a
    // preload in another mode is not used, and its cached copy lacks the CORS answer.
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      link.setAttribute('href', url);
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.crossOrigin = 'anonymous';
      return link;
    },
    async errorLoadRemote(args) {
      const remoteName = args.remote?.name ?? args.id.split('/')[0] ?? args.id;
      recordStageFailure(remoteName, { stage: args.lifecycle, url: args.remote?.entry, error: args.error });
      // Returning nothing lets the error reach the host's area loader, which shows the fallback.
      return undefined;
    },
  };
}
