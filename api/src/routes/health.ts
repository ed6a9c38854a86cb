import { z } from 'zod';
import { apiArea } from './area.js';

const Health = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });

export const healthRoutes = apiArea('Health', (app, ctx) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'health',
        summary: 'Whether the server and its database answer',
        response: {
          200: Health.meta({ examples: [{ status: 'ok', database: 'ok' }] }),
          503: Health.describe('The database does not answer.').meta({ examples: [{ status: 'error', database: 'unreachable' }] }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await ctx.db.ping();
        return reply.send({ status: 'ok', database: 'ok' });
      } catch {
        return reply.code(503).send({ status: 'error', database: 'unreachable' });
      }
    },
  );
});
