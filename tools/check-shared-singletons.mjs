#!/usr/bin/env node
/**
 * Fails when an area's built manifest asks for a shared singleton the host does not satisfy
 * (quality bar MF-4): the host provides one version of each; every area's `requiredVersion` must
 * accept it, or that area would refuse to load (strictVersion) or run on the wrong copy. Also
 * fails on a manifest whose build version is missing or UNKNOWN.
 *   node tools/check-shared-singletons.mjs [areaDistDir ...]   (default: each remote's dist/<version>)
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function hostProvides() {
  const manifest = readJson(path.join(ROOT, 'host', 'dist', 'mf-manifest.json'));
  return new Map(manifest.shared.map((entry) => [entry.name, entry.version]));
}

function defaultManifests() {
  return readdirSync(ROOT)
    .filter((dir) => dir.startsWith('remote-'))
    .map((dir) => {
      const { version } = readJson(path.join(ROOT, dir, 'package.json'));
      return path.join(ROOT, dir, 'dist', version, 'mf-manifest.json');
    });
}

export function checkManifest(manifest, provided) {
  const problems = [];
  const buildVersion = manifest.metaData?.buildInfo?.buildVersion;
  if (!buildVersion || buildVersion === 'UNKNOWN') problems.push(`${manifest.name}: build version is ${buildVersion ?? 'missing'}`);
  for (const entry of manifest.shared ?? []) {
    if (!entry.singleton) continue;
    const hostVersion = provided.get(entry.name);
    if (!hostVersion) {
      problems.push(`${manifest.name}: shares ${entry.name}, which the host does not provide`);
      continue;
    }
    const range = entry.requiredVersion;
    if (range && range !== '*' && !semver.satisfies(hostVersion, range, { includePrerelease: true })) {
      problems.push(`${manifest.name}: needs ${entry.name} ${range}, the host provides ${hostVersion}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const provided = hostProvides();
  const files =
    process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.join(path.resolve(dir), 'mf-manifest.json')) : defaultManifests();
  const problems = [];
  for (const file of files) {
    if (!existsSync(file)) {
      problems.push(`${file} is missing (build the area first)`);
      continue;
    }
    const manifest = readJson(file);
    const found = checkManifest(manifest, provided);
    problems.push(...found);
    console.log(`${found.length ? 'FAILED' : 'ok    '} ${manifest.name} ${manifest.metaData?.buildInfo?.buildVersion ?? ''}`);
  }
  if (problems.length) {
    console.error(problems.map((problem) => `  - ${problem}`).join('\n'));
    process.exit(1);
  }
  console.log(`Every area's shared singletons are satisfied by the host (${provided.size} provided).`);
}
