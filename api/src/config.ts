import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runtime configuration, read once from the environment (see api/README.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each run its own); default "public". */
  databaseSchema: string | undefined;
  seed: 'demo' | 'none';
  corsOrigins: string[];
  jwtTtlSeconds: number;
  publicUrl: string;
  logLevel: string;
  /** SQLite synchronous mode: FULL by default (survives power loss); tests may ask for NORMAL. */
  sqliteSynchronous: 'FULL' | 'NORMAL';
  loginIpLimitPerMinute: number;
}

/** The api/ folder: the nearest parent holding this package's package.json (works from src, dist and the test build). */
function findApiRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === '@observatory/api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the api/ folder');
    dir = parent;
  }
}

const apiRoot = findApiRoot();

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The shell (4300) and each area run alone by its team (4301–4305), on loopback. */
const DEFAULT_CORS_ORIGINS = [4300, 4301, 4302, 4303, 4304, 4305]
  .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
  .join(',');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 4000);
  const host = env.HOST?.trim() || '127.0.0.1';
  const seed = env.SEED?.trim().toLowerCase() === 'none' ? 'none' : 'demo';
  const corsOrigins = (env.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS)
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o.length > 0);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR?.trim() || path.join(apiRoot, '.data')),
    databaseUrl,
    databaseSchema: env.DATABASE_SCHEMA?.trim() || undefined,
    seed,
    corsOrigins,
    jwtTtlSeconds: intFrom(env.JWT_TTL_SECONDS, 43200),
    publicUrl: (env.PUBLIC_URL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    sqliteSynchronous: env.SQLITE_SYNCHRONOUS?.trim().toUpperCase() === 'NORMAL' ? 'NORMAL' : 'FULL',
    loginIpLimitPerMinute: intFrom(env.LOGIN_IP_LIMIT_PER_MINUTE, 30),
  };
}

export { apiRoot };
