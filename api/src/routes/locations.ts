import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { requireAny, requireStaff } from '../auth/principal.js';
import { listCounties } from '../services/locations.js';

export function locationRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Observers also read counties (contract "Precise details").
  app.get('/api/v1/county', async (req) => {
    await requireAny(ctx, req);
    return listCounties(ctx.db);
  });
  app.get('/api/v1/polling-station', async (req) => {
    await requireStaff(ctx, req);
    return listCounties(ctx.db);
  });
}
