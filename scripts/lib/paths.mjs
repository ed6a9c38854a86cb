import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The five areas, their folders and the ports they use locally. */
export const AREAS = [
  { id: 'observers', dir: 'remote-observers', port: 4301 },
  { id: 'forms', dir: 'remote-forms', port: 4302 },
  { id: 'answers', dir: 'remote-answers', port: 4303 },
  { id: 'statistics', dir: 'remote-statistics', port: 4304 },
  { id: 'notifications', dir: 'remote-notifications', port: 4305 },
  { id: 'map', dir: 'remote-map', port: 4306 },
  { id: 'activity', dir: 'remote-activity', port: 4307 },
];
export const HOST_PORT = 4300;
export const API_PORT = 4000;

/** The API's compiled entry file, read from its `start` script (`node <entry>`), relative to api/. */
export function apiEntry() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'api', 'package.json'), 'utf8'));
  const match = /node\s+(\S+\.js)/.exec(pkg.scripts?.start ?? '');
  if (!match) throw new Error('api/package.json has no `start: node <entry>.js` script');
  return match[1];
}

/**
 * County outlines for the map are deployment data, never part of the project: the API reads
 * them from MAP_BOUNDARIES. Here, the copy beside the checkout (../shared/geo) when it exists.
 */
export function mapBoundariesEnv() {
  const file = path.resolve(ROOT, '..', 'shared', 'geo', 'ro-counties.geojson');
  return process.env.MAP_BOUNDARIES === undefined && existsSync(file) ? { MAP_BOUNDARIES: file } : {};
}
