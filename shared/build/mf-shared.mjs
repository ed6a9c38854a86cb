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

const SHARED_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Libraries shared as singletons, with the subpath prefixes that must follow them. */
export const SINGLETON_LIBRARIES = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'jotai',
  'i18next',
  'react-i18next',
  'react-hook-form',
];
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'react-router', 'jotai']);

/**
 * The subpaths of @observatory/shared that areas use at run time. Listed one by one (not as a
 * prefix) so the standalone page's code is never shared, and so the host can provide each one:
 * a subpath only reaches the share scope when the providing build requests it.
 */
export const SHARED_KIT_SUBPATHS = ['', '/contract', '/http', '/services', '/ui', '/form', '/state', '/i18n', '/model', '/sortable'];

export function sharedPackageVersion() {
  return JSON.parse(readFileSync(path.join(SHARED_PACKAGE_DIR, 'package.json'), 'utf8')).version;
}

export function sharedPackageRange() {
  const [major, minor] = sharedPackageVersion().split('.');
  // Before 1.0 a minor bump may break, so the range is pinned to the minor.
  return major === '0' ? `~${major}.${minor}.0` : `^${major}.0.0`;
}

/** @param {{dependencies?: Record<string,string>, devDependencies?: Record<string,string>}} pkg */
export function createSharedPolicy(pkg) {
  const rangeOf = (name) => {
    const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
    if (!range) throw new Error(`Shared singleton ${name} is missing from the app's dependencies`);
    return range;
  };
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETON_LIBRARIES) {
    const entry = { singleton: true, requiredVersion: rangeOf(name), strictVersion: name.startsWith('react') };
    shared[name] = entry;
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = entry;
  }
  const ownRange = sharedPackageRange();
  const sharedEntry = { singleton: true, requiredVersion: ownRange, version: sharedPackageVersion() };
  for (const subpath of SHARED_KIT_SUBPATHS) shared[`@observatory/shared${subpath}`] = sharedEntry;
  return shared;
}
