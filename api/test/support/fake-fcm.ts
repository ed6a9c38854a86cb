import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

/** One push the fake accepted (or refused). */
export interface Received {
  token: string;
  title: string;
  body: string;
  notificationId: string;
  status: number;
  at: number;
}

/** How the fake answers a token: OK unless a rule says otherwise for that attempt. */
export type Rule = (attempt: number) => { status: number; body?: unknown; headers?: Record<string, string> } | undefined;

export const unregistered: Rule = () => ({
  status: 404,
  body: {
    error: {
      code: 404,
      message: 'Requested entity was not found.',
      status: 'NOT_FOUND',
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' }],
    },
  },
});

export const invalidToken: Rule = () => ({
  status: 400,
  body: {
    error: {
      code: 400,
      message: 'The registration token is not a valid FCM registration token',
      status: 'INVALID_ARGUMENT',
      details: [
        { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: [{ field: 'message.token', description: 'Invalid registration token' }],
        },
      ],
    },
  },
});

/** The first `times` attempts answer `status` (with Retry-After when given), then OK. */
export const failFirst =
  (times: number, status: number, retryAfter?: string): Rule =>
  (attempt) =>
    attempt <= times
      ? {
          status,
          headers: retryAfter ? { 'retry-after': retryAfter } : ({} as Record<string, string>),
          body: { error: { code: status, status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL', message: 'try later' } },
        }
      : undefined;

/**
 * A stand-in for Google's token endpoint and FCM's HTTP v1 send endpoint on loopback (port
 * chosen by the OS). It checks the OAuth assertion and bearer token like the real ones would,
 * answers after `latencyMs`, and can hold every answer (`hold()`) to freeze a fan-out mid-way, or
 * one token's answers until it is opened (`gate`/`open`). A process that did not start it (the e2e
 * tests' workers) drives it over HTTP: `POST /_fake/gate|open {token}`, `GET /_fake/received?token=`.
 */
export class FakeFcm {
  readonly received: Received[] = [];
  readonly rules = new Map<string, Rule>();
  latencyMs = 0;
  tokenRequests = 0;
  /** Requests received while held (`hold()`): each one a push its sender wrote and waits on. */
  heldCount = 0;
  private readonly attempts = new Map<string, number>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  private held = false;
  private holdAt: number | undefined;
  /** Tokens whose answers wait until `open(token)`, each with what opens it. */
  private readonly gates = new Map<string, { opened: Promise<void>; open: () => void }>();
  private readonly accessToken = `fake-access-${crypto.randomBytes(8).toString('hex')}`;
  url = '';

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  /** Stop answering: requests are still received (counted) but their answers never come. */
  hold(): void {
    this.held = true;
  }

  /**
   * Hold from the `count`th request received on, decided as each arrives: a test that polls for a
   * count and then holds can be late on a loaded machine (the fan-out ends in between).
   */
  holdAfter(count: number): void {
    this.holdAt = count;
  }

  /** Answer again (requests held until now are lost with their connections). */
  release(): void {
    this.held = false;
    this.holdAt = undefined;
  }

  /** Hold this token's answers (received and counted at once) until `open(token)`. */
  gate(token: string): void {
    if (this.gates.has(token)) return;
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gates.set(token, { opened, open });
  }

  /** Answer this token's held requests, and the next ones at once. */
  open(token: string): void {
    this.gates.get(token)?.open();
    this.gates.delete(token);
  }

  close(): Promise<void> {
    for (const token of [...this.gates.keys()]) this.open(token);
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** How many pushes each token received with a 2xx answer (or while held: the request arrived). */
  deliveredTo(token: string): number {
    return this.received.filter((r) => r.token === token && r.status < 300).length;
  }

  /** The HTTP surface for another process: gate or open a token, read what a token received. */
  private control(req: http.IncomingMessage, text: string, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', this.url || 'http://127.0.0.1');
    const reply = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && url.pathname === '/_fake/received') {
      reply(
        200,
        this.received.filter((r) => r.token === url.searchParams.get('token')),
      );
      return;
    }
    const token = req.method === 'POST' ? (JSON.parse(text || '{}') as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || (url.pathname !== '/_fake/gate' && url.pathname !== '/_fake/open')) {
      reply(404, { error: 'POST /_fake/gate|open {token} or GET /_fake/received?token=' });
      return;
    }
    if (url.pathname === '/_fake/gate') this.gate(token);
    else this.open(token);
    reply(200, { token });
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if (req.url?.startsWith('/_fake/')) {
      this.control(req, text, res);
      return;
    }
    if (req.url === '/token') {
      this.tokenRequests++;
      const params = new URLSearchParams(text);
      const ok =
        params.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        (params.get('assertion') ?? '').split('.').length === 3;
      res.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { access_token: this.accessToken, expires_in: 3600, token_type: 'Bearer' } : { error: 'invalid_grant' }));
      return;
    }
    if (!/^\/v1\/projects\/[^/]+\/messages:send$/.test(req.url ?? '') || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${this.accessToken}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 401, status: 'UNAUTHENTICATED' } }));
      return;
    }
    const { message } = JSON.parse(text) as {
      message: { token: string; notification: { title: string; body: string }; data: { notificationId: string } };
    };
    const attempt = (this.attempts.get(message.token) ?? 0) + 1;
    this.attempts.set(message.token, attempt);
    const rule = this.rules.get(message.token)?.(attempt);
    const status = rule?.status ?? 200;
    this.received.push({
      token: message.token,
      title: message.notification.title,
      body: message.notification.body,
      notificationId: message.data.notificationId,
      status,
      at: Date.now(),
    });
    if (this.holdAt !== undefined && this.received.length >= this.holdAt) this.held = true;
    if (this.held) {
      this.heldCount++;
      return; // never answered; the connection dies with the client
    }
    await this.gates.get(message.token)?.opened;
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    res.writeHead(status, { 'content-type': 'application/json', ...(rule?.headers ?? {}) });
    res.end(JSON.stringify(rule?.body ?? { name: `projects/fake/messages/${crypto.randomUUID()}` }));
  }
}

/** A service-account key file for the fake: a real RSA key, so the library signs as it would for Google. */
export function fakeServiceAccount(): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'obs-fcm-')), 'service-account.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      type: 'service_account',
      project_id: 'observatory-test',
      private_key_id: 'test',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: 'push@observatory-test.iam.gserviceaccount.com',
      // Google's, as in a real key: the server is pointed at the fake with FCM_TOKEN_URL.
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
  );
  return file;
}
