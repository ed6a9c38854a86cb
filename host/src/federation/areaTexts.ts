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
