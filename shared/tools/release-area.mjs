#!/usr/bin/env node
/**
 * Publishes an area's build, dist/<version>/, into releases/<area>/<version>/ — the local
 * stand-in for the CDN. Releases are immutable: publishing a version that exists is refused.
 * Run from the area's folder (`pnpm --filter @observatory/remote-forms release`).
 *   RELEASES_DIR   where releases live (default: <repository>/releases)
 */
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const areaDir = process.cwd();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { version: packageVersion } = JSON.parse(readFileSync(path.join(areaDir, 'package.json'), 'utf8'));
const version = process.env.OBSERVATORY_AREA_VERSION ?? packageVersion;
const areaName = path.basename(areaDir);
const source = path.join(areaDir, 'dist', version);
const target = path.join(process.env.RELEASES_DIR ?? path.join(root, 'releases'), areaName, version);

function fail(message) {
  console.error(`release refused: ${message}`);
  process.exit(1);
}

if (!existsSync(path.join(source, 'mf-manifest.json'))) fail(`${path.relative(root, source)} has no build; run the build first`);
const manifest = JSON.parse(readFileSync(path.join(source, 'mf-manifest.json'), 'utf8'));
if (manifest.metaData?.buildInfo?.buildVersion !== version)
  fail(`the build in ${source} says version ${manifest.metaData?.buildInfo?.buildVersion}, expected ${version}`);
if (existsSync(target)) fail(`${areaName} ${version} is already published at ${target}; releases are immutable, bump the version`);

mkdirSync(path.dirname(target), { recursive: true });
cpSync(source, target, { recursive: true, errorOnExist: true, force: false });
console.log(`published ${areaName} ${version} → ${target}`);
