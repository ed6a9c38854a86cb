/**
 * Production builds of an area: each expose in mf-manifest.json lists the shared modules its first
 * chunk needs (`requires`), read from the build's own consume modules. The shell reads the
 * manifest before anything of the area runs, so it can start what it provides on demand (the form
 * kit) beside the area's own files, instead of one round trip after the area's entry has run.
 */
import { rspack } from '@rspack/core';

const MANIFEST = 'mf-manifest.json';
/** How rspack names a consume module: `consume shared module (default) react-hook-form@^7.92.0 ...`. */
const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

/** The shared request a consume module stands for, or null for any other module. */
export function consumedRequest(identifier) {
  return CONSUME.exec(identifier)?.[1] ?? null;
}

/** The manifest with `requires` on each expose whose name is in `requiresByExpose`. */
export function withRequires(manifest, requiresByExpose) {
  return {
    ...manifest,
    exposes: (manifest.exposes ?? []).map((expose) =>
      requiresByExpose.has(expose.name) ? { ...expose, requires: requiresByExpose.get(expose.name) } : expose,
    ),
  };
}

export class ManifestRequiresPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ManifestRequiresPlugin', (compilation) => {
      // After the federation plugin has written the manifest (its stage is earlier than REPORT).
      compilation.hooks.processAssets.tap({ name: 'ManifestRequiresPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString());
        const requiresByExpose = new Map();
        for (const expose of manifest.exposes ?? []) {
          const group = compilation.namedChunkGroups.get(`__federation_expose_${expose.name}`);
          if (!group) continue;
          const requests = new Set();
          for (const chunk of group.chunks) {
            for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
              const request = consumedRequest(module.identifier());
              if (request) requests.add(request);
            }
          }
          requiresByExpose.set(expose.name, [...requests].sort());
        }
        compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(withRequires(manifest, requiresByExpose), null, 2)));
      });
    });
  }
}
