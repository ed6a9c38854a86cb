import { preloadAreaTexts } from './areaTexts';
import { ON_DEMAND_SHARED, loadOnDemandKit } from './kitProvision.generated';

// Imports nothing shared statically: the runtime plugin that calls it runs before the share scope
// exists (loadOnDemandKit only asks for shared modules when it is called, after start-up).

interface ManifestWithRequires {
  readonly exposes?: readonly { readonly requires?: readonly unknown[] }[];
}

/** The shared modules an area's first chunk needs, as its manifest lists them (the build preset writes `requires`). */
export function requiredShared(manifest: unknown): string[] {
  const exposes = (manifest as ManifestWithRequires | null)?.exposes;
  if (!Array.isArray(exposes)) return [];
  return exposes.flatMap((expose) => (Array.isArray(expose?.requires) ? expose.requires : [])).filter((name) => typeof name === 'string');
}

/**
 * Whenever the shell reads an area's manifest (to load it, or to preload it at the start of a
 * visit, on hover or when idle), what the area will ask for as soon as it runs starts at once,
 * beside the area's own files: its texts in the stored language, and the form kit the host
 * provides on demand when the area's first chunk needs it. Best effort: an unreadable manifest is
 * the loader's to report, and a failed download is retried by the area's own request.
 */
export async function startWhatTheAreaNeeds(manifestResponse: Response, manifestUrl: string): Promise<void> {
  const manifest: unknown = await manifestResponse.json();
  preloadAreaTexts(manifest, manifestUrl);
  if (requiredShared(manifest).some((name) => ON_DEMAND_SHARED.includes(name))) await loadOnDemandKit();
}
