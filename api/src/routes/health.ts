import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', { config: { public: true } }, async (_req, reply) => {
    try {
      await ctx.db.ping();
      return reply.send({ status: 'ok', database: 'ok' });
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
