import type { AreaId } from '@observatory/shared/contract';

interface AreaPin {
  /** The released version ops pinned for this environment. */
  readonly version: string;
  /** Absolute URL of that version's mf-manifest.json. */
  readonly manifestUrl: string;
}

/** The per-environment file (host/environments/<name>.json), served uncached as /environment.json. */
export interface Environment {
  readonly name: string;
  readonly apiBaseUrl: string;
  readonly observerGuideUrl: string;
  readonly areas: Readonly<Record<AreaId, AreaPin>>;
}

const AREA_IDS: readonly AreaId[] = ['answers', 'statistics', 'observers', 'forms', 'notifications', 'map', 'activity'];

class EnvironmentError extends Error {
  override readonly name = 'EnvironmentError';
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new EnvironmentError(`${what} is missing`);
  return value;
}

/** Absolute http(s) URLs only: a manifest URL decides which code runs in the shell. */
function requireHttpUrl(value: unknown, what: string): string {
  const text = requireString(value, what);
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new EnvironmentError(`${what} must be http(s)`);
  return text;
}

/** Checks the environment file's shape, so a typo by ops shows a clear message instead of a blank page. */
export function parseEnvironment(raw: unknown): Environment {
  if (!raw || typeof raw !== 'object') throw new EnvironmentError('environment file is not an object');
  const source = raw as Record<string, unknown>;
  const areasSource = (source.areas ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const areas = {} as Record<AreaId, AreaPin>;
  for (const id of AREA_IDS) {
    const pin = areasSource[id];
    if (!pin) throw new EnvironmentError(`areas.${id} is missing`);
    areas[id] = {
      version: requireString(pin.version, `areas.${id}.version`),
      manifestUrl: requireHttpUrl(pin.manifestUrl, `areas.${id}.manifestUrl`),
    };
  }
  return {
    name: requireString(source.name, 'name'),
    apiBaseUrl: requireHttpUrl(source.apiBaseUrl, 'apiBaseUrl'),
    observerGuideUrl: requireString(source.observerGuideUrl, 'observerGuideUrl'),
    areas,
  };
}

/**
 * The page's head preloads the file (host/rspack.config.mjs), so this fetch uses what arrived
 * beside main.js: same mode, default cache mode. The file is served `no-cache`: the browser asks
 * the server every visit, so a new pin applies on the next load.
 */
export async function fetchEnvironment(): Promise<Environment> {
  const response = await fetch('/environment.json');
  if (!response.ok) throw new EnvironmentError(`environment file answered ${response.status}`);
  return parseEnvironment(await response.json());
}
