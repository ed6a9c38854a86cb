import { z } from 'zod';
import { listCounties } from '../services/locations.js';
import { County } from '../schemas/locations.js';
import { apiArea } from './area.js';

export const locationRoutes = apiArea('Locations', (app, ctx) => {
  app.get(
    '/api/v1/county',
    {
      // Observers read counties too.
      config: { access: 'any' },
      schema: { operationId: 'listCounties', summary: 'Every county, in order', response: { 200: z.array(County) } },
    },
    async () => listCounties(ctx.db),
  );
  app.get(
    '/api/v1/polling-station',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listPollingStations',
        summary: 'Every county, in order (the same list)',
        description: 'The same answer as `GET /api/v1/county`, under the name the original client calls.',
        response: { 200: z.array(County) },
      },
    },
    async () => listCounties(ctx.db),
  );
});
