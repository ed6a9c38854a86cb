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
  /** Failed sign-ins one client address may make within the window (successes never count). */
  loginAddressFailureLimit: number;
  loginAddressWindowMinutes: number;
  /**
   * The JWT signing key (JWT_SECRET), shared by every instance. Undefined: the single-instance
   * default, a key generated into DATA_DIR (refused with DATABASE_URL, see server.ts).
   */
  jwtSecret: Buffer | undefined;
  /** Fastify's trustProxy: false (default), a hop count, or the proxies' addresses / CIDR ranges. */
  trustProxy: false | number | string[];
  /** Where note attachments live: `disk` (DATA_DIR, the SQLite default) or `database` (the PostgreSQL default). */
  attachmentStorage: 'disk' | 'database';
}

/** A configuration the server must not start with; the message says what to set. */
export class ConfigError extends Error {}

/** At least this many characters of JWT_SECRET (a 256-bit key written in base64 is 43). */
export const MIN_SECRET_LENGTH = 32;

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

/**
 * TRUST_PROXY: unset, empty, `false`, `off` or `0` → do not trust X-Forwarded-For; a whole
 * number → that many proxy hops in front of the API; otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges (e.g. `10.0.0.0/8,127.0.0.1`). `true` (trust anyone who
 * sends the header) is refused: any client could then choose its own address.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const v = value?.trim() ?? '';
  if (v === '' || /^(false|off|no|0)$/i.test(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (/^(true|on|yes|all|\*)$/i.test(v)) {
    throw new ConfigError(
      'TRUST_PROXY must name the proxies (addresses or CIDR ranges) or give a hop count; "true" would let any client choose its address.',
    );
  }
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  for (const item of list) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(item) && !/^(loopback|linklocal|uniquelocal)$/.test(item)) {
      throw new ConfigError(`TRUST_PROXY: "${item}" is not an address, a CIDR range or a hop count.`);
    }
  }
  return list;
}

function parseSecret(value: string | undefined): Buffer | undefined {
  const v = value?.trim() ?? '';
  if (v === '') return undefined;
  if (v.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`);
  }
  return Buffer.from(v, 'utf8');
}

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
    loginAddressFailureLimit: intFrom(env.LOGIN_ADDRESS_FAILURE_LIMIT, 600),
    loginAddressWindowMinutes: intFrom(env.LOGIN_ADDRESS_WINDOW_MINUTES, 15),
    jwtSecret: parseSecret(env.JWT_SECRET),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    attachmentStorage: parseStorage(env.ATTACHMENT_STORAGE, databaseUrl !== undefined),
  };
}

/** ATTACHMENT_STORAGE: `disk` or `database`; by default the database with PostgreSQL, the disk with SQLite. */
function parseStorage(value: string | undefined, postgres: boolean): 'disk' | 'database' {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '') return postgres ? 'database' : 'disk';
  if (v === 'disk' || v === 'database') return v;
  throw new ConfigError('ATTACHMENT_STORAGE must be "disk" or "database".');
}

export { apiRoot };
