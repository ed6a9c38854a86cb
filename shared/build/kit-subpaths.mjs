/**
 * The one list of the kit's entry points (subpaths of @observatory/shared). Everything else is
 * generated from it or reads it:
 * - `package.json` "exports" (written by `node shared/tools/kit-subpaths.mjs --write`),
 * - the host's provision of the kit (`host/src/federation/sharedKit.generated.ts`, same tool),
 * - the Module Federation shared policy (`mf-shared.mjs`),
 * - the lint rule that makes cross-subpath imports inside shared go by package name.
 * `node shared/tools/kit-subpaths.mjs --check` (in `npm test`) fails when a generated file is stale.
 */

/** Shared at run time: one copy on the page, provided by the host, each with its source entry. */
export const RUNTIME_SUBPATHS = {
  contract: './src/contract/index.ts',
  token: './src/token/index.ts',
  router: './src/router/index.ts',
  http: './src/http/index.ts',
  services: './src/services/index.ts',
  area: './src/area/index.ts',
  ui: './src/ui/index.ts',
  form: './src/form/index.ts',
  state: './src/state/index.ts',
  i18n: './src/i18n/index.ts',
  model: './src/model/index.ts',
  history: './src/history/index.ts',
};

/** Build-time and test-time entries: never shared at run time, never provided by the host. */
export const BUILD_TIME_EXPORTS = {
  // Types only (generated from api/openapi.json): erased at build time, so never in a bundle.
  './api-types': './src/api-types/index.ts',
  './ui/kit.css': './src/ui/kit.css',
  './testing': './src/testing/index.tsx',
  './standalone': './src/standalone/index.ts',
  './build/*': './build/*',
  './tools/*': './tools/*',
};

export const RUNTIME_SUBPATH_NAMES = Object.keys(RUNTIME_SUBPATHS);

/**
 * Runtime subpaths the host provides on demand: loaded when an area's first chunk asks for them
 * (its manifest says so), not before every area runs. The form kit (with react-hook-form, see
 * mf-shared.mjs) is about 19 KiB gzip that a screen without a form never needs.
 */
export const ON_DEMAND_SUBPATH_NAMES = ['form'];

/** The package.json "exports" map the list implies. */
export function packageExports() {
  const exports = {};
  for (const [name, entry] of Object.entries(RUNTIME_SUBPATHS)) exports[`./${name}`] = entry;
  return { ...exports, ...BUILD_TIME_EXPORTS };
}
