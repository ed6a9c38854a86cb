import fs from 'node:fs';
import { ConfigError } from '../config.js';
import { MapSnapshot } from './map-snapshots.js';

/**
 * County outlines are deployment data with their own licence (MAP_BOUNDARIES): read once at
 * start and served as they are. A path that cannot be read, or a file that is not a GeoJSON
 * FeatureCollection, stops the server with a message saying so rather than a map without outlines.
 */
export function loadBoundaries(file: string | undefined): MapSnapshot | undefined {
  if (file === undefined) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(`MAP_BOUNDARIES: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ConfigError(`MAP_BOUNDARIES: ${file} is not JSON.`);
  }
  const fc = doc as { type?: unknown; features?: unknown };
  if (fc?.type !== 'FeatureCollection' || !Array.isArray(fc.features)) {
    throw new ConfigError(`MAP_BOUNDARIES: ${file} is not a GeoJSON FeatureCollection.`);
  }
  return new MapSnapshot(text);
}
