import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Runtime configuration, read once from the environment (see api/README.md). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (tests give each run its own); default "public". */
  databaseSchema: string | undefined;
  /** A streaming replica that statistics, exports, the map and anomaly queries read from (PostgreSQL). */
  databaseReplicaUrl: string | undefined;
  /**
   * `transaction`: DATABASE_URL is a pooler in transaction mode (PgBouncer): no session state is
   * kept between transactions, so the schema comes from the pooler or the role (checked at start),
   * LISTEN needs DATABASE_LISTEN_URL, and statements are not named by default.
   */
  databasePoolMode: 'session' | 'transaction';
  /** A session connection for LISTEN (the database itself or a session-mode pool); default DATABASE_URL. */
  databaseListenUrl: string | undefined;
  /** Named prepared statements: on by default; off by default in transaction mode (PgBouncer < 1.21). */
  databasePreparedStatements: boolean;
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
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); undefined: metrics are off. */
  metricsToken: string | undefined;
  /** Audit events older than this many days are deleted by the retention job (services/audit-retention.ts). */
  auditRetentionDays: number;
  /** How often each instance files new audit events under their item (services/audit-index.ts); 0: never (tests file by hand). */
  auditIndexIntervalMs: number;
  /** MAP_BOUNDARIES: a GeoJSON file of county outlines (deployment data), as an absolute path; undefined: the map has none. */
  mapBoundaries: string | undefined;
  /** FCM_SERVICE_ACCOUNT: the service account's JSON key; unset, deliveries are only recorded. */
  fcmServiceAccount: string | undefined;
  /** FCM_ENDPOINT: FCM's origin (a local fake in tests). */
  fcmEndpoint: string;
  /** FCM_TOKEN_URL: the OAuth token URL, when not the key's own (a local fake in tests). */
  fcmTokenUrl: string | undefined;
  /** PUSH_CONCURRENCY: pushes in flight at once per instance. */
  pushConcurrency: number;
  /** PUSH_MAX_ATTEMPTS: attempts per delivery before it counts as failed. */
  pushMaxAttempts: number;
  /** PUSH_TIMEOUT_SECONDS: each push request's time limit. */
  pushTimeoutSeconds: number;
  /** ELECTION_TIME_ZONE: where "not started by 08:00" is read. */
  electionTimeZone: string;
}

/** A configuration the server must not start with; the message says what to set. */
export class ConfigError extends Error {}

/** At least this many characters of JWT_SECRET (a 256-bit key written in base64 is 43). */
const MIN_SECRET_LENGTH = 32;

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
function parseTrustProxy(value: string | undefined): false | number | string[] {
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

/** A secret setting: unset, or at least MIN_SECRET_LENGTH characters. */
function parseSecret(name: string, value: string | undefined): string | undefined {
  const v = value?.trim() ?? '';
  if (v === '') return undefined;
  if (v.length < MIN_SECRET_LENGTH) {
    throw new ConfigError(`${name} must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -base64 48).`);
  }
  return v;
}

/** ATTACHMENT_STORAGE: `disk` or `database`; by default the database with PostgreSQL, the disk with SQLite. */
function parseStorage(value: string | undefined, postgres: boolean): 'disk' | 'database' {
  const v = value?.toLowerCase() ?? '';
  if (v === '') return postgres ? 'database' : 'disk';
  if (v === 'disk' || v === 'database') return v;
  throw new ConfigError('ATTACHMENT_STORAGE must be "disk" or "database".');
}

/** DATABASE_POOL_MODE with what it implies for DATABASE_LISTEN_URL and DATABASE_PREPARED_STATEMENTS. */
function poolSettings(
  s: Pick<z.infer<typeof SETTINGS>, 'DATABASE_URL' | 'DATABASE_POOL_MODE' | 'DATABASE_LISTEN_URL' | 'DATABASE_PREPARED_STATEMENTS'>,
): Pick<Config, 'databasePoolMode' | 'databaseListenUrl' | 'databasePreparedStatements'> {
  const mode = s.DATABASE_POOL_MODE;
  if (s.DATABASE_URL !== undefined && mode === 'transaction' && s.DATABASE_LISTEN_URL === undefined) {
    throw new ConfigError(
      'DATABASE_LISTEN_URL is required with DATABASE_POOL_MODE=transaction: LISTEN needs a session (the database itself, or a session-mode pool).',
    );
  }
  return {
    databasePoolMode: mode,
    databaseListenUrl: s.DATABASE_LISTEN_URL,
    databasePreparedStatements: s.DATABASE_PREPARED_STATEMENTS === undefined ? mode === 'session' : s.DATABASE_PREPARED_STATEMENTS === 'on',
  };
}

/** An IANA time zone name the runtime knows (ELECTION_TIME_ZONE). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** How a setting is documented: what it means, and its default as the README shows it. */
export type SettingDoc = {
  description: string;
  /** Markdown. Given only where the default depends on other settings or the machine; otherwise the value an unset variable reads as. */
  shownDefault?: string;
};

/** An unset or blank variable reads as unset; values are trimmed. */
const trimmed = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v);

/** One variable: read through `schema` (which sees undefined when unset), documented in api/README.md. */
function setting<T extends z.ZodType>(schema: T, description: string, shownDefault?: string) {
  const doc: SettingDoc = shownDefault === undefined ? { description } : { description, shownDefault };
  return z.preprocess(trimmed, schema).meta(doc);
}

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}.`).max(max, `${name} must be at most ${max}.`))
    .default(fallback);

/** An optional second PostgreSQL URL: anything but postgres:// is refused. */
const postgresUrl = (name: string) =>
  z
    .string()
    .regex(/^postgres(ql)?:\/\//i, `${name} must be a postgres:// URL.`)
    .optional();

const oneOf = <const V extends readonly [string, ...string[]]>(name: string, values: V, fallback: V[number]) =>
  z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(values, `${name} must be one of: ${values.join(', ')}.`))
    .default(fallback);

/**
 * Every setting the API reads from the environment, with its meaning and default: the one
 * place they are declared. api/README.md's list is generated from it
 * (`pnpm --filter @observatory/api settings:doc`; `npm test` fails when the list is stale).
 */
export const SETTINGS = z.object({
  PORT: setting(wholeNumber('PORT', 0, 65535, 4000), 'the port to listen on (`0`: any free port)'),
  HOST: setting(z.string().default('127.0.0.1'), 'the address to listen on (`0.0.0.0`: every interface)'),
  DATA_DIR: setting(z.string().optional(), 'SQLite file, attachments on disk, the generated signing key (single instance)', '`api/.data`'),
  DATABASE_URL: setting(z.string().optional(), '`postgres://…` switches to PostgreSQL (then `JWT_SECRET` is required)'),
  DATABASE_SCHEMA: setting(z.string().optional(), 'PostgreSQL schema to use (created if missing)', '`public`'),
  DATABASE_REPLICA_URL: setting(
    postgresUrl('DATABASE_REPLICA_URL'),
    'a streaming replica (`postgres://…`) that statistics, exports, the map and the anomaly ranking read from, falling back to the primary while it is down; see "A replica for reads"',
    'none (every read goes to `DATABASE_URL`)',
  ),
  DATABASE_POOL_MODE: setting(
    oneOf('DATABASE_POOL_MODE', ['session', 'transaction'], 'session'),
    '`transaction` when `DATABASE_URL` is a pooler in transaction mode (PgBouncer): no session state between transactions; needs `DATABASE_LISTEN_URL`; see "Behind PgBouncer"',
  ),
  DATABASE_LISTEN_URL: setting(
    postgresUrl('DATABASE_LISTEN_URL'),
    'a session connection (`postgres://…`: the database itself or a session-mode pool) for LISTEN, required with `DATABASE_POOL_MODE=transaction`',
    '`DATABASE_URL`',
  ),
  DATABASE_PREPARED_STATEMENTS: setting(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(['on', 'off'], 'DATABASE_PREPARED_STATEMENTS must be "on" or "off".'))
      .optional(),
    'named prepared statements: `on` or `off` (on only behind PgBouncer 1.21+ with `max_prepared_statements`)',
    '`on`; `off` with `DATABASE_POOL_MODE=transaction`',
  ),
  JWT_SECRET: setting(
    z.string().optional(),
    'the key that signs tokens and attachment links, at least 32 characters (`openssl rand -base64 48`); the same on every instance',
    'a key generated into `DATA_DIR` (SQLite only)',
  ),
  ATTACHMENT_STORAGE: setting(
    z.string().optional(),
    'where attachment bytes live: `database` (table `attachment_blobs`) or `disk` (`DATA_DIR/attachments`)',
    '`database` with PostgreSQL, `disk` with SQLite',
  ),
  TRUST_PROXY: setting(
    z.string().optional(),
    "read the client address from `X-Forwarded-For`: a hop count (`1`) or the proxies' addresses / CIDR ranges (`10.0.0.0/8,127.0.0.1`); `true` refused",
    'off',
  ),
  SEED: setting(oneOf('SEED', ['demo', 'none'], 'demo'), '`demo` or `none`; only applied to an empty database'),
  // Not trimmed to unset: CORS_ORIGINS= (empty) means no origin at all.
  CORS_ORIGINS: z
    .string()
    .optional()
    .meta({
      description: 'comma-separated allowlist of browser origins; empty: none',
      shownDefault: '`http://localhost:4300,http://127.0.0.1:4300` (…05)',
    } satisfies SettingDoc),
  JWT_TTL_SECONDS: setting(wholeNumber('JWT_TTL_SECONDS', 1, 30 * 86400, 43200), 'token lifetime (enforced)'),
  PUBLIC_URL: setting(
    z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL.' }).optional(),
    "origin used in signed attachment links (behind a balancer: the balancer's public origin)",
    '`http://127.0.0.1:$PORT`',
  ),
  LOG_LEVEL: setting(
    oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    'JSON log lines on stdout: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
  ),
  LOGIN_ADDRESS_FAILURE_LIMIT: setting(
    wholeNumber('LOGIN_ADDRESS_FAILURE_LIMIT', 1, 1_000_000, 600),
    'failed sign-ins one client address may make within the window (successes never count); see "Sign-in throttling"',
  ),
  LOGIN_ADDRESS_WINDOW_MINUTES: setting(wholeNumber('LOGIN_ADDRESS_WINDOW_MINUTES', 1, 1440, 15), 'that window'),
  SQLITE_SYNCHRONOUS: setting(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .pipe(z.enum(['FULL', 'NORMAL'], 'SQLITE_SYNCHRONOUS must be FULL or NORMAL.'))
      .default('FULL'),
    '`FULL`: a write is acknowledged once the log is on disk; `NORMAL` acknowledges at COMMIT (process crashes stay safe, a power loss may not)',
  ),
  METRICS_TOKEN: setting(
    z.string().optional(),
    'turns on `GET /metrics` (Prometheus text), which then asks for `Authorization: Bearer <METRICS_TOKEN>`; at least 32 characters; see "Metrics"',
    'off (`/metrics` is a 404)',
  ),
  AUDIT_RETENTION_DAYS: setting(
    wholeNumber('AUDIT_RETENTION_DAYS', 1, 36500, 730),
    'audit events older than this many days are deleted (at start and every hour, by each instance); see "Audit trail"',
  ),
  AUDIT_INDEX_INTERVAL_MS: setting(
    wholeNumber('AUDIT_INDEX_INTERVAL_MS', 100, 60_000, 1000),
    'how often each instance files new audit events under their item for the per-item history (a history also reads the events not filed yet, so this is cost, not freshness); see "Audit trail"',
  ),
  MAP_BOUNDARIES: setting(
    z.string().optional(),
    'a GeoJSON FeatureCollection of county outlines, served at `GET /api/v1/map/boundaries` (deployment data with its own licence, never in the repository; `npm start`, the tests and the e2e run use `../shared/geo/ro-counties.geojson` when it exists); a path relative to where the server starts; a file that cannot be read or is not a FeatureCollection stops the start',
    'none (the map has no outlines; the route is a 404)',
  ),
  FCM_SERVICE_ACCOUNT: setting(
    z.string().optional(),
    'path of a Firebase service account\'s JSON key: pushes go to FCM\'s HTTP v1 API; unset, deliveries are only recorded (see "Push delivery")',
  ),
  FCM_ENDPOINT: setting(
    z.url({ protocol: /^https?$/, error: 'FCM_ENDPOINT must be an http(s) URL.' }).default('https://fcm.googleapis.com'),
    "FCM's origin (a local fake in tests and the bench)",
  ),
  FCM_TOKEN_URL: setting(
    z.url({ protocol: /^https?$/, error: 'FCM_TOKEN_URL must be an http(s) URL.' }).optional(),
    'where the OAuth token is asked for (a local fake in tests and the bench)',
    "the key's `token_uri` (Google's)",
  ),
  PUSH_CONCURRENCY: setting(wholeNumber('PUSH_CONCURRENCY', 1, 1000, 50), 'pushes in flight at once, per instance'),
  PUSH_MAX_ATTEMPTS: setting(wholeNumber('PUSH_MAX_ATTEMPTS', 1, 100, 5), 'attempts per delivery before it is `failed`'),
  PUSH_TIMEOUT_SECONDS: setting(
    wholeNumber('PUSH_TIMEOUT_SECONDS', 1, 600, 10),
    "each push request's time limit; a claimed delivery's lease is three times it",
  ),
  ELECTION_TIME_ZONE: setting(
    z.string().refine(isTimeZone, 'ELECTION_TIME_ZONE must be a time zone name (e.g. Europe/Bucharest).').default('Europe/Bucharest'),
    'the IANA time zone in which "not started by 08:00" (Needs attention) is read',
  ),
});

export type SettingName = keyof typeof SETTINGS.shape;

/** The settings in the order they are declared, with how each is documented. */
export function settingDocs(): { name: SettingName; description: string; shownDefault: string }[] {
  return (Object.keys(SETTINGS.shape) as SettingName[]).map((name) => {
    const schema = SETTINGS.shape[name];
    const doc = schema.meta() as unknown as SettingDoc;
    const unset = schema.safeParse(undefined);
    const value = unset.success && unset.data !== undefined ? `\`${String(unset.data)}\`` : '—';
    return { name, description: doc.description, shownDefault: doc.shownDefault ?? value };
  });
}

/** Reads the configuration from the environment; a value it cannot use is a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = SETTINGS.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(issue?.message.startsWith(name) ? issue.message : `${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const s = parsed.data;
  const jwtSecret = parseSecret('JWT_SECRET', s.JWT_SECRET);
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(s.DATA_DIR ?? path.join(apiRoot, '.data')),
    databaseUrl: s.DATABASE_URL,
    databaseSchema: s.DATABASE_SCHEMA,
    databaseReplicaUrl: s.DATABASE_REPLICA_URL,
    ...poolSettings(s),
    seed: s.SEED,
    corsOrigins: (s.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS)
      .split(',')
      .map((o) => o.trim())
      .filter((o) => o.length > 0),
    jwtTtlSeconds: s.JWT_TTL_SECONDS,
    publicUrl: (s.PUBLIC_URL ?? `http://127.0.0.1:${s.PORT}`).replace(/\/+$/, ''),
    logLevel: s.LOG_LEVEL,
    sqliteSynchronous: s.SQLITE_SYNCHRONOUS,
    loginAddressFailureLimit: s.LOGIN_ADDRESS_FAILURE_LIMIT,
    loginAddressWindowMinutes: s.LOGIN_ADDRESS_WINDOW_MINUTES,
    jwtSecret: jwtSecret === undefined ? undefined : Buffer.from(jwtSecret, 'utf8'),
    trustProxy: parseTrustProxy(s.TRUST_PROXY),
    attachmentStorage: parseStorage(s.ATTACHMENT_STORAGE, s.DATABASE_URL !== undefined),
    metricsToken: parseSecret('METRICS_TOKEN', s.METRICS_TOKEN),
    auditRetentionDays: s.AUDIT_RETENTION_DAYS,
    auditIndexIntervalMs: s.AUDIT_INDEX_INTERVAL_MS,
    mapBoundaries: s.MAP_BOUNDARIES === undefined ? undefined : path.resolve(s.MAP_BOUNDARIES),
    fcmServiceAccount: s.FCM_SERVICE_ACCOUNT,
    fcmEndpoint: s.FCM_ENDPOINT.replace(/\/+$/, ''),
    fcmTokenUrl: s.FCM_TOKEN_URL,
    pushConcurrency: s.PUSH_CONCURRENCY,
    pushMaxAttempts: s.PUSH_MAX_ATTEMPTS,
    pushTimeoutSeconds: s.PUSH_TIMEOUT_SECONDS,
    electionTimeZone: s.ELECTION_TIME_ZONE,
  };
}

export { apiRoot };
