import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AuthFailure } from '../http/problem.js';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.js';

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * `GET /metrics` (Prometheus text format) and the hook that times every request. Off unless
 * METRICS_TOKEN is set: then no hook runs and /metrics is a 404. With it, a scraper sends
 * `Authorization: Bearer <METRICS_TOKEN>`; a staff or observer token does not open it.
 * Register it before the routes, so the hook sees all of them.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (token === undefined || !metrics.enabled) return;

  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, config: { access: 'public' } }, async (req, reply) => {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
    if (!m?.[1] || !sameToken(m[1], token)) throw new AuthFailure(401);
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}
