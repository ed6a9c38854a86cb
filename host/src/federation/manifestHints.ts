import { readStoredLanguage } from '../i18n/languageStorage';
import { areaTextsUrl } from './areaTexts';
import { ON_DEMAND_SHARED, loadOnDemandKit } from './kitProvision.generated';

// Imports nothing shared statically: the runtime plugin that calls it runs before the share scope
// exists (loadOnDemandKit only asks for shared modules when it is called, after start-up).

interface ManifestWithRequires {
  readonly metaData?: { readonly remoteEntry?: { readonly name?: unknown; readonly path?: unknown } };
  readonly exposes?: readonly {
    readonly requires?: readonly unknown[];
    readonly assets?: { readonly js?: { readonly sync?: readonly unknown[] }; readonly css?: { readonly sync?: readonly unknown[] } };
  }[];
}

const strings = (list: readonly unknown[] | undefined): string[] =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

/** The shared modules an area's first chunk needs, as its manifest lists them (the build preset writes `requires`). */
export function requiredShared(manifest: unknown): string[] {
  const exposes = (manifest as ManifestWithRequires | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  return exposes.flatMap((expose) => strings(expose?.requires));
}

/**
 * The files an area runs first, as absolute URLs: its entry and each expose's first chunk and
 * styles (paths in a manifest are relative to it).
 */
export function firstFiles(manifest: unknown, manifestUrl: string): { scripts: string[]; styles: string[] } {
  const source = manifest as ManifestWithRequires | null;
  const entry = source?.metaData?.remoteEntry;
  const exposes = Array.isArray(source?.exposes) ? source.exposes : [];
  const url = (file: string) => new URL(file, manifestUrl).href;
  const entryFile =
    typeof entry?.name === 'string' ? [typeof entry.path === 'string' && entry.path ? `${entry.path}/${entry.name}` : entry.name] : [];
  return {
    scripts: [...entryFile, ...exposes.flatMap((expose) => strings(expose?.assets?.js?.sync))].map(url),
    styles: exposes.flatMap((expose) => strings(expose?.assets?.css?.sync)).map(url),
  };
}

/** A preload of a file an area loads from its origin (CORS mode, as its chunks and styles load). */
function preload(href: string, as: 'script' | 'style'): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Whenever the shell reads an area's manifest (to load it, or to preload it at the start of a
 * visit, on hover or when idle), what the area will ask for as soon as it runs starts at once:
 * its entry, first chunk and styles, its texts in the stored language, and the form kit the host
 * provides on demand when the area's first chunk needs it. Best effort: an unreadable manifest is
 * the loader's to report, and a failed download is retried by the area's own request.
 */
export async function startWhatTheAreaNeeds(manifestResponse: Response, manifestUrl: string): Promise<void> {
  const manifest: unknown = await manifestResponse.json();
  const { scripts, styles } = firstFiles(manifest, manifestUrl);
  for (const href of scripts) preload(href, 'script');
  for (const href of styles) preload(href, 'style');
  // The area asks for its texts as soon as it runs (in the language the page shows).
  const texts = areaTextsUrl(manifest, manifestUrl, readStoredLanguage());
  if (texts !== undefined) preload(texts, 'script');
  if (requiredShared(manifest).some((name) => ON_DEMAND_SHARED.includes(name))) await loadOnDemandKit();
}
