import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance, type FastifyError } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { AppContext } from './context.js';
import { AuthFailure, HttpProblem, problemBody } from './http/problem.js';
import { registerRoutes } from './routes/index.js';
import { authorize, readClaims, type Access } from './auth/principal.js';
import { apiRoot } from './config.js';
import { checkingSerializerCompiler, plainSerializerCompiler, validatorCompiler } from './openapi/compilers.js';
import { registerDocument } from './openapi/document.js';
import { docsRoutes } from './openapi/docs.js';
import { registerMetricsHook } from './metrics/plugin.js';
import { isTransientDbError } from './db/errors.js';

export interface BuildOptions {
  /** Where JSON log lines go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** Tests: every JSON answer is checked against its documented schema (a mismatch is a 500). */
  checkResponses?: boolean;
}

/** The API's version, as the document states it. */
const API_VERSION: string = (JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version: string }).version;

const JSON_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads multipart/form-data instead of JSON. */
    multipart?: boolean;
    /**
     * Who may call the route, checked before its input: `public` needs no token (sign-in,
     * health, the document, signed file links); see `authorize`.
     */
    access?: Access;
  }
}

/** A hop count n trusts the n nearest hops (the socket's peer first), whatever their address. */
function trustProxyOption(setting: false | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // Request logging is ours (onResponse below): path without query, never headers.
      serializers: { req: () => ({}), res: () => ({}) },
    },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: JSON_LIMIT,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    requestTimeout: 60_000,
    forceCloseConnections: 'idle',
    // Off unless TRUST_PROXY names the proxies (or their number): X-Forwarded-For is then read for req.ip.
    trustProxy: trustProxyOption(ctx.config.trustProxy),
  });

  app.decorateRequest('claims', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(opts.checkResponses ? checkingSerializerCompiler : plainSerializerCompiler);

  // Only JSON (and multipart on the upload routes): a text/plain body is a CSRF vector.
  app.removeContentTypeParser('text/plain');

  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined ? false : ctx.config.corsOrigins.includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    // If-None-Match / ETag: the map's lists answer 304 to a client that revalidates itself.
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id', 'If-None-Match'],
    exposedHeaders: ['Content-Disposition', 'Retry-After', 'X-Request-Id', 'ETag'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(multipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 6, fields: 20, fieldSize: 64 * 1024, parts: 30 },
  });

  // A JSON route refuses other content types with 415; an upload route refuses non-multipart.
  app.addHook('preValidation', async (req) => {
    if (req.method === 'OPTIONS') return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      const wantsMultipart = req.routeOptions.config.multipart === true;
      if (wantsMultipart) {
        if (type !== 'multipart/form-data') throw new HttpProblem(415, 'Send multipart/form-data.');
      } else if (type !== '' && type !== 'application/json') {
        throw new HttpProblem(415, 'Send application/json.');
      }
    }
    // After the content type, before the schemas: a token of the wrong kind is a 403, not a 400.
    const access = req.routeOptions.config.access;
    if (access !== undefined) await authorize(ctx, req, access);
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('X-Request-Id', req.id);
    // Without a valid token the answer is 401 before any body is read or checked.
    const cfg = req.routeOptions.config as { access?: Access } | undefined;
    if (
      req.method !== 'OPTIONS' &&
      req.routeOptions.url !== undefined &&
      cfg?.access !== 'public' &&
      !(await readClaims(ctx.tokens, req))
    ) {
      throw new AuthFailure(401);
    }
  });

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    // Everything the API answers is personal or session data: never cache it.
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !type.includes('charset')) {
      reply.header('content-type', 'application/json; charset=utf-8');
    }
    return payload;
  });

  const infoEnabled = ['trace', 'debug', 'info'].includes(ctx.config.logLevel);
  app.addHook('onResponse', async (req, reply) => {
    // Skip building the line when it would be dropped anyway.
    if (!infoEnabled) return;
    const p = req.principal;
    req.log.info(
      {
        method: req.method,
        route: req.routeOptions.url ?? req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user: p ? (p.kind === 'staff' ? p.account : `observer:${p.observerId}`) : undefined,
        ngoId: p?.ngoId,
      },
      'request',
    );
  });

  app.setErrorHandler((err: FastifyError | Error, req, reply) => {
    if (err instanceof AuthFailure) {
      if (err.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      return reply.code(err.status).send();
    }
    if (err instanceof HttpProblem) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      return reply
        .code(err.status)
        .type('application/problem+json; charset=utf-8')
        .send(problemBody(err.status, err.detail, err.errors, undefined, err.codes));
    }
    const fe = err as FastifyError & { part?: unknown };
    const code = fe.code ?? '';
    let status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
    let detail: string | undefined;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || status === 413) {
      status = 413;
      detail = 'The request body is too large.';
    } else if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      status = 415;
      detail = 'Unsupported content type.';
    } else if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      detail = 'A non-empty request body is required.';
    } else if (status >= 400 && status < 500) {
      // JSON syntax errors, malformed multipart and the like: the client's fault, say so plainly.
      status = status === 408 ? 408 : 400;
      detail = status === 408 ? 'The request took too long.' : 'The request could not be read.';
    } else if (isTransientDbError(err)) {
      // The database could not do it now (a conflict still there after the retries, a timeout, no
      // connection): nothing was saved, and trying again later may work.
      status = 503;
      detail = 'The database is busy: nothing was saved. Try again in a moment.';
      reply.header('Retry-After', '2');
      req.log.warn({ err: { message: err.message, code } }, 'database busy');
    } else {
      status = 500;
      req.log.error({ err: { message: err.message, code, stack: err.stack } }, 'unhandled error');
    }
    const body = problemBody(status, detail);
    if (status === 500) body.traceId = req.id;
    return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
  });

  // Known paths with another method answer 405; anything else 404.
  const methodsByPath = new Map<string, Set<string>>();
  const declared: { url: string; method: unknown; config?: { access?: Access } }[] = [];
  app.addHook('onRoute', (route) => {
    declared.push(route as (typeof declared)[number]);
    if (route.url.includes(':') || route.url.includes('*')) return;
    const key = route.url.toLowerCase().replace(/\/+$/, '');
    const set = methodsByPath.get(key) ?? new Set<string>();
    for (const m of [route.method].flat()) set.add(m);
    methodsByPath.set(key, set);
  });
  // Every route says who may call it (the document's security comes from it too).
  app.addHook('onReady', async () => {
    const open = declared.filter((r) => r.config?.access === undefined).map((r) => `${String(r.method)} ${r.url}`);
    if (open.length > 0) throw new Error(`routes without config.access: ${open.join(', ')}`);
  });
  app.setNotFoundHandler((req, reply) => {
    const key = (req.url.split('?')[0] ?? '').toLowerCase().replace(/\/+$/, '');
    const allowed = methodsByPath.get(key);
    if (allowed && !allowed.has(req.method)) {
      return reply
        .code(405)
        .header('Allow', [...allowed].filter((m) => m !== 'HEAD').join(', '))
        .type('application/problem+json; charset=utf-8')
        .send(problemBody(405, 'This method is not allowed here.'));
    }
    return reply.code(404).type('application/problem+json; charset=utf-8').send(problemBody(404, 'No such route.'));
  });

  // The document builder watches every route registered after it.
  await registerDocument(app, API_VERSION);
  await docsRoutes(app);
  // Times every route for GET /metrics (only with METRICS_TOKEN): before the routes, so it sees them all.
  if (ctx.config.metricsToken !== undefined) registerMetricsHook(app, ctx.metrics);
  await registerRoutes(app, ctx);
  return app;
}
