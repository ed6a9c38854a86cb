import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { apiRoot, loadConfig, type Config } from '../src/config.js';
import { createServer, type Running } from '../src/server.js';
import { TEST_ONLY_HASH_PARAMS } from '../src/auth/passwords.js';
import type { ThrottleOptions } from '../src/auth/throttle.js';
import type { DeliveryCounts, SentNotification } from '../src/services/notifications.js';

/** The suite runs on SQLite always, and on PostgreSQL when run-tests sets TEST_DB=postgres. */
export const DIALECT: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export interface Res<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

export interface ReqOpts {
  token?: string | undefined;
  json?: unknown;
  body?: string | FormData | Uint8Array;
  headers?: Record<string, string>;
}

export class TestServer {
  logLines: string[] = [];
  constructor(
    readonly url: string,
    readonly running: Running,
    private readonly cleanup: () => Promise<void>,
  ) {}

  get ctx() {
    return this.running.ctx;
  }

  async req<T = unknown>(method: string, p: string, o: ReqOpts = {}): Promise<Res<T>> {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: string | FormData | Uint8Array | undefined = o.body;
    if (o.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(o.json);
    }
    const res = await fetch(this.url + p, { method, headers, body: body ?? null });
    const text = await res.text();
    let json: unknown = undefined;
    if (text && (res.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(text);
    return { status: res.status, headers: res.headers, text, json: json as T };
  }

  get<T = unknown>(p: string, token?: string) {
    return this.req<T>('GET', p, { token });
  }
  post<T = unknown>(p: string, json: unknown, token?: string) {
    return this.req<T>('POST', p, { json, token });
  }
  put<T = unknown>(p: string, json: unknown, token?: string) {
    return this.req<T>('PUT', p, { json, token });
  }
  del<T = unknown>(p: string, token?: string) {
    return this.req<T>('DELETE', p, { token });
  }

  async login(user: string, password: string, fcmToken?: string): Promise<string> {
    const r = await this.post<{ access_token: string }>(
      '/api/v2/access/authorize',
      fcmToken ? { user, password, fcmToken, channelName: 'Firebase' } : { user, password },
    );
    if (r.status !== 200) throw new Error(`login ${user} failed: ${r.status} ${r.text}`);
    return r.json.access_token;
  }

  logs(): string {
    return this.logLines.join('');
  }

  async close(): Promise<void> {
    await this.running.app.close();
    await this.cleanup();
  }
}

/** The county outlines a deployment supplies (../shared/geo beside the checkout), never part of the project. */
export const SHARED_BOUNDARIES = path.resolve(apiRoot, '..', '..', 'shared', 'geo', 'ro-counties.geojson');

/** The signing key test servers on PostgreSQL share (any 32+ characters). */
const TEST_SECRET = Buffer.from(`test-only-signing-key-${crypto.randomBytes(16).toString('hex')}`);

export interface StartOpts {
  /** Reuse a database prepared by the test (see legacyDatabase); removed at close. */
  database?: { dataDir: string; schema: string | undefined };
  throttle?: Partial<ThrottleOptions>;
  config?: Partial<Config>;
  productionHashes?: boolean;
  /** The server's clock (tokens, attention thresholds, notification times). */
  now?: () => number;
}

/** A fresh SQLite directory, and a fresh PostgreSQL schema when the suite runs on PostgreSQL. */
export function newDatabaseLocation(): { dataDir: string; schema: string | undefined } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'obs-test-'));
  const schema = DIALECT === 'postgres' ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  return { dataDir, schema };
}

export async function startServer(opts: StartOpts = {}): Promise<TestServer> {
  const { dataDir, schema } = opts.database ?? newDatabaseLocation();
  const base = loadConfig({});
  const config: Config = {
    ...base,
    dataDir,
    port: 0,
    seed: 'none',
    databaseUrl: DIALECT === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    databaseSchema: schema,
    // Test runs use NORMAL (still safe against process crashes); production defaults to FULL.
    sqliteSynchronous: 'NORMAL',
    logLevel: 'info',
    // On PostgreSQL the key must be given (several instances may share the database).
    jwtSecret: DIALECT === 'postgres' ? TEST_SECRET : undefined,
    attachmentStorage: DIALECT === 'postgres' ? 'database' : 'disk',
    // As npm start and CI: the deployment's county outlines when this machine has them.
    mapBoundaries: fs.existsSync(SHARED_BOUNDARIES) ? SHARED_BOUNDARIES : undefined,
    ...opts.config,
  };
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const running = await createServer(config, {
    ...(opts.productionHashes ? {} : { hashParams: TEST_ONLY_HASH_PARAMS }),
    ...(opts.throttle ? { throttle: opts.throttle } : {}),
    ...(opts.now ? { now: opts.now } : {}),
    logStream,
    // Every JSON answer a test provokes must match api/openapi.json exactly.
    checkResponses: true,
  });
  const address = await running.app.listen({ port: 0, host: '127.0.0.1' });
  // Attachment links must point at this server.
  running.ctx.files.useOrigin(address);
  const server = new TestServer(address, running, async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema && process.env.TEST_DATABASE_URL) {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
    }
  });
  server.logLines = lines;
  return server;
}

export const ORGANIZER = { user: 'organizer', password: 'Organizer#2026' };
export const NGOADMIN = { user: 'ngoadmin', password: 'NgoAdmin#2026' };

export interface World {
  org: string;
  admin: string;
  /** Observer of the organizer NGO (id 1). */
  obsA: { id: number; phone: string; pin: string; token: string };
  /** Observers of the non-organizer NGO (id 2). */
  obsB: { id: number; phone: string; pin: string; token: string };
  obsB2: { id: number; phone: string; pin: string; token: string };
  formA: { id: number; q1: number; q1yes: number; q1no: number; q2: number; q2x: number; q2y: number; q2other: number };
  formC: { id: number; q1: number; q1yes: number; q1no: number };
  draft: { id: number; q1: number; q1opt: number };
}

interface SectionOut {
  questions: { id: number; optionsToQuestions: { optionId: number; text: string }[] }[];
}

export async function makeForm(
  s: TestServer,
  token: string,
  code: string,
  draft: boolean,
): Promise<{ id: number; sections: SectionOut[] }> {
  const r = await s.post<number>(
    '/api/v1/form',
    {
      code,
      description: `Form ${code}`,
      draft,
      currentVersion: 1,
      formSections: [
        {
          code: `${code}1`,
          description: 'Section one',
          questions: [
            {
              code: `${code}1-1`,
              text: 'Did it open on time?',
              questionType: 1,
              optionsToQuestions: [
                { text: 'Yes', flagged: false },
                { text: 'No', flagged: true },
              ],
            },
            {
              code: `${code}1-2`,
              text: 'What was missing?',
              questionType: 3,
              optionsToQuestions: [
                { text: 'Stamps', flagged: true },
                { text: 'Nothing' },
                { text: 'Other', isFreeText: true, flagged: true },
              ],
            },
          ],
        },
      ],
    },
    token,
  );
  if (r.status !== 200) throw new Error(`form ${code}: ${r.status} ${r.text}`);
  const id = r.json;
  const body = await s.get<SectionOut[]>(`/api/v1/form/${id}`, token);
  return { id, sections: body.json };
}

async function addObserver(s: TestServer, token: string, phone: string, pin: string, name: string): Promise<number> {
  const r = await s.post<number>('/api/v1/observer', { phone, pin, name }, token);
  if (r.status !== 200) throw new Error(`observer ${phone}: ${r.status} ${r.text}`);
  return r.json;
}

/** Two NGOs' staff, three observers, two published forms and a draft. */
export async function makeWorld(s: TestServer): Promise<World> {
  const org = await s.login(ORGANIZER.user, ORGANIZER.password);
  const admin = await s.login(NGOADMIN.user, NGOADMIN.password);
  const aId = await addObserver(s, org, '0700000001', '1111', 'Ana Organizer');
  const bId = await addObserver(s, admin, '0700000002', '2222', 'Bogdan Civic');
  const b2Id = await addObserver(s, admin, '0700000003', '3333', 'Carmen Civic');
  const fa = await makeForm(s, org, 'A', false);
  const fc = await makeForm(s, org, 'C', false);
  const fd = await makeForm(s, org, 'X', true);
  const q = (f: { sections: SectionOut[] }, i: number) => f.sections[0]!.questions[i]!;
  const obsA = { id: aId, phone: '0700000001', pin: '1111', token: await s.login('0700000001', '1111', 'tok-a') };
  const obsB = { id: bId, phone: '0700000002', pin: '2222', token: await s.login('0700000002', '2222', 'tok-b') };
  const obsB2 = { id: b2Id, phone: '0700000003', pin: '3333', token: await s.login('0700000003', '3333', 'tok-b2') };
  return {
    org,
    admin,
    obsA,
    obsB,
    obsB2,
    formA: {
      id: fa.id,
      q1: q(fa, 0).id,
      q1yes: q(fa, 0).optionsToQuestions[0]!.optionId,
      q1no: q(fa, 0).optionsToQuestions[1]!.optionId,
      q2: q(fa, 1).id,
      q2x: q(fa, 1).optionsToQuestions[0]!.optionId,
      q2y: q(fa, 1).optionsToQuestions[1]!.optionId,
      q2other: q(fa, 1).optionsToQuestions[2]!.optionId,
    },
    formC: { id: fc.id, q1: q(fc, 0).id, q1yes: q(fc, 0).optionsToQuestions[0]!.optionId, q1no: q(fc, 0).optionsToQuestions[1]!.optionId },
    draft: { id: fd.id, q1: q(fd, 0).id, q1opt: q(fd, 0).optionsToQuestions[0]!.optionId },
  };
}

export function multipart(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; filename: string; type?: string }[] = [],
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.name, new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.filename);
  return fd;
}

export const TINY_JPEG = fs.readFileSync(path.join(apiRoot, 'seed-assets', 'seal.jpg'));

/** The notification's delivery counts once nothing is pending (the workers run after the answer). */
export async function settledCounts(s: TestServer, token: string, id: number, timeoutMs = 15_000): Promise<DeliveryCounts> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const page = await s.get<{ data: SentNotification[] }>('/api/v1/notification/get/all?pageSize=1000', token);
    const item = page.json.data.find((n) => n.id === id);
    if (!item) throw new Error(`notification ${id} not in the history`);
    if (item.delivery.pending === 0) return item.delivery;
    if (Date.now() > until) throw new Error(`notification ${id} still pending: ${JSON.stringify(item.delivery)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
