import { readStoredLanguage } from '../i18n/languageStorage';

// Imports nothing shared: the runtime plugin that calls it runs before the share scope exists.

interface ManifestLike {
  readonly exposes?: readonly { readonly assets?: { readonly js?: { readonly async?: readonly string[] } } }[];
}

/**
 * The URL of an area's texts in `language`, read from its manifest, when the area keeps them in a
 * chunk named `messages-{language}` (RemoteModuleV1). Asset paths are relative to the manifest.
 */
export function areaTextsUrl(manifest: unknown, manifestUrl: string, language: string): string | undefined {
  const prefix = `messages-${language}.`;
  const exposes = (manifest as ManifestLike | null)?.exposes;
  const assets = Array.isArray(exposes) ? exposes.flatMap((expose) => expose?.assets?.js?.async ?? []) : [];
  const asset = assets.find((path) => typeof path === 'string' && path.split('/').pop()?.startsWith(prefix));
  return asset === undefined ? undefined : new URL(asset, manifestUrl).href;
}

/**
 * Whenever the shell reads an area's manifest (to load it, or to preload it on hover, when idle
 * or at the start of a visit), the area's texts in the stored language start downloading too: the
 * area asks for them as soon as it runs, and would otherwise wait one more round trip for them.
 * Best effort: an unreadable manifest is the loader's to report.
 */
export function preloadAreaTexts(manifest: unknown, manifestUrl: string): void {
  const url = areaTextsUrl(manifest, manifestUrl, readStoredLanguage());
  if (url === undefined || document.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  // The script that later runs it is a CORS request; a preload in another mode would not be used.
  link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.appendChild(link);
}
