import crypto from 'node:crypto';
import { z } from 'zod';
import { AuthFailure, HttpProblem } from '../http/problem.js';
import { problem } from '../openapi/wire.js';
import { apiArea } from './area.js';

/** Compares digests, so neither the length nor the content of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

/**
 * `GET /metrics` in Prometheus text format. Declared whatever the settings, so the document always
 * describes it; off (a 404 like an unknown path) unless METRICS_TOKEN is set, then only
 * `Authorization: Bearer <METRICS_TOKEN>` opens it (a staff or observer token does not). Not a JWT,
 * so the route is `public` to the token check and reads its own header.
 */
export const metricsRoutes = apiArea('Operations', (app, ctx) => {
  const token = ctx.config.metricsToken;
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'metrics',
        summary: 'Prometheus metrics: request rate and latency per route, database connections, process figures',
        description:
          "For the monitoring system, not for people or apps. Off unless the server sets `METRICS_TOKEN` (then it answers 404 like an unknown path). Series: `observatory_http_request_duration_seconds` (histogram by method, route pattern and status; its `_count` is the request rate), `observatory_db_connections{state}`, `observatory_db_connections_max`, `observatory_db_waiting`, gauges other parts register (the notification outbox's depth), and Node's process metrics.",
        security: [{ metricsToken: [] }],
        response: {
          200: { description: 'The metrics, in Prometheus text format 0.0.4.', content: { [PROMETHEUS_TEXT]: { schema: z.string() } } },
          401: z.null().describe('No `Authorization: Bearer <METRICS_TOKEN>`, or another token (empty body).'),
          404: problem('Metrics are off: the server has no `METRICS_TOKEN`.'),
        },
      },
    },
    async (req, reply) => {
      if (token === undefined) throw new HttpProblem(404, 'No such route.');
      const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
      if (!m?.[1] || !sameToken(m[1], token)) throw new AuthFailure(401);
      const { contentType, body } = await ctx.metrics.render();
      return reply.type(contentType).send(body);
    },
  );
});
