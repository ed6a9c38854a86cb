import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AREAS, E2E_API_URL, areaOrigin } from './topology';
import type { AreaId, AreaTopology } from './topology';
import { RUN_DIR } from './servers';

/** The version an area's build carries (its package.json): the folder of its dist. */
export function areaVersion(area: AreaTopology): string {
  const file = path.resolve(__dirname, '..', '..', area.dir, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** The e2e environment file, the same shape ops edit; the host serves it uncached. */
export const ENVIRONMENT_DIR = path.join(RUN_DIR, 'environments');
const ENVIRONMENT_FILE = path.join(ENVIRONMENT_DIR, 'e2e.json');

export interface EnvironmentFile {
  name: string;
  apiBaseUrl: string;
  observerGuideUrl: string;
  areas: Record<AreaId, { version: string; manifestUrl: string }>;
}

export function defaultEnvironment(): EnvironmentFile {
  return {
    name: 'e2e',
    apiBaseUrl: E2E_API_URL,
    observerGuideUrl: '/assets/observer-guide.pdf',
    areas: Object.fromEntries(
      AREAS.map((area) => [
        area.id,
        { version: areaVersion(area), manifestUrl: `${areaOrigin(area)}/${areaVersion(area)}/mf-manifest.json` },
      ]),
    ) as EnvironmentFile['areas'],
  };
}

export function writeEnvironment(environment: EnvironmentFile): void {
  mkdirSync(ENVIRONMENT_DIR, { recursive: true });
  writeFileSync(ENVIRONMENT_FILE, JSON.stringify(environment, null, 2));
}

function readEnvironment(): EnvironmentFile {
  return JSON.parse(readFileSync(ENVIRONMENT_FILE, 'utf8')) as EnvironmentFile;
}

/** Pins one area to a version at a manifest URL: what ops do to promote or roll back. */
export function pinArea(id: AreaId, version: string, manifestUrl: string): void {
  const environment = readEnvironment();
  environment.areas[id] = { version, manifestUrl };
  writeEnvironment(environment);
}
