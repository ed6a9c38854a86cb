/**
 * The one Module Federation shared-singleton policy every app builds with.
 * Every library that keeps module state or a React context must exist once on the page, so all
 * of them are singletons, never eager (async start-up loads them), with explicit ranges read from
 * the app's package.json. Subpath keys ('react/', 'react-dom/', ...) make `react/jsx-runtime` and
 * `react-dom/client` shared too. `@observatory/shared` gets an explicit range because pnpm's
 * `workspace:` specifiers are not semver ranges.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ON_DEMAND_SUBPATH_NAMES, RUNTIME_SUBPATH_NAMES } from './kit-subpaths.mjs';

const SHARED_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Libraries shared as singletons, with the subpath prefixes that must follow them. */
export const SINGLETON_LIBRARIES = ['react', 'react-dom', 'jotai', 'i18next', 'react-i18next', 'react-hook-form'];
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'jotai']);
/** Shared libraries the host loads on demand, with the kit's on-demand subpaths (kit-subpaths.mjs). */
export const ON_DEMAND_LIBRARIES = ['react-hook-form'];
/** Every shared request the host provides on demand rather than before an area runs. */
export const ON_DEMAND_SHARED = [...ON_DEMAND_SUBPATH_NAMES.map((name) => `@observatory/shared/${name}`), ...ON_DEMAND_LIBRARIES];
// react-router is not here: it reaches the page once, tree-shaken, inside the kit's `router`
// subpath (see shared/src/router/index.ts), and nothing imports it directly (lint).

/**
 * The subpaths of @observatory/shared shared at run time, from the kit's one list. Listed one by one
 * (not as a prefix) so the standalone page's code is never shared, and so the host can provide
 * each one: a subpath only reaches the share scope when the providing build requests it.
 */
export const SHARED_KIT_SUBPATHS = RUNTIME_SUBPATH_NAMES.map((name) => `/${name}`);

/** The kit's version; OBSERVATORY_KIT_VERSION stands in for a kit release in the release rehearsal (e2e). */
export function sharedPackageVersion() {
  return process.env.OBSERVATORY_KIT_VERSION ?? JSON.parse(readFileSync(path.join(SHARED_PACKAGE_DIR, 'package.json'), 'utf8')).version;
}

/**
 * What an app built against this kit accepts at run time: this version or a later compatible one,
 * never an older one. An area built against kit 0.3.2 must not run on a host that provides 0.3.1
 * (it may call what 0.3.1 lacks); with strictVersion the area then fails to load and the host shows
 * "this area needs an update" instead of running it half-broken. Before 1.0 a minor bump may break,
 * so the range stops at the next minor; from 1.0 at the next major.
 */
export function sharedPackageRange(version = sharedPackageVersion()) {
  const [major, minor] = version.split('.').map(Number);
  return major === 0 ? `>=${version} <0.${minor + 1}.0` : `>=${version} <${major + 1}.0.0`;
}

/**
 * @param {{dependencies?: Record<string,string>, devDependencies?: Record<string,string>}} pkg
 * @param {{fromHostOnly?: boolean}} [options] fromHostOnly (production areas): the build carries
 *   no copy of any shared module (`import: false`), so the host's copy is the only one an area can
 *   get, whether the host loaded it before the area ran or loads it when the area asks; an area
 *   whose range the host's version does not satisfy fails to load ("needs an update") instead of
 *   falling back to its own. Development builds keep their copies: an area also runs alone there.
 */
export function createSharedPolicy(pkg, { fromHostOnly = false } = {}) {
  const rangeOf = (name) => {
    const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
    if (!range) throw new Error(`Shared singleton ${name} is missing from the app's dependencies`);
    return range;
  };
  const hostOnly = fromHostOnly ? { import: false } : {};
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    const entry = { singleton: true, requiredVersion: rangeOf(name), strictVersion: name.startsWith('react'), ...hostOnly };
    shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  const ownRange = sharedPackageRange();
  const sharedEntry = { singleton: true, strictVersion: true, requiredVersion: ownRange, version: sharedPackageVersion(), ...hostOnly };
  for (const subpath of SHARED_KIT_SUBPATHS) shared[`@observatory/shared${subpath}`] = sharedEntry;
  return shared;
}
