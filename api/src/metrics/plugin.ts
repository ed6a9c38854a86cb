import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.js';

/**
 * The hook that times every request for `GET /metrics` (src/routes/metrics.ts). Off unless
 * METRICS_TOKEN is set (buildApp does not call it then). Register it before the routes, so it sees all of them.
 */
export function registerMetricsHook(app: FastifyInstance, metrics: Metrics): void {
  if (!metrics.enabled) return;
  app.addHook('onResponse', async (req, reply) => {
    metrics.observeRequest(req.method, req.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
  });
}
