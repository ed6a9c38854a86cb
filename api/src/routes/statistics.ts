import { z } from 'zod';
import { ngoScope, staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { notFound } from '../http/problem.js';
import { envelopeOf, pageField, problem, request } from '../openapi/wire.js';
import { documentInput } from '../validation/schema-notes.js';
import { STATISTICS, STATISTIC_NAMES, statisticPage } from '../services/statistics.js';
import { apiArea } from './area.js';

const MethodParams = request({
  method: documentInput(z.string(), {
    type: 'string',
    enum: [...STATISTIC_NAMES],
    description: 'Which figure (case-insensitive; another name is a 404).',
  }),
});
const PageQuery = request({ page: pageField(1, 10_000_000, 'The page, from 1.'), pageSize: pageField(20, 1000, 'Items per page.') });
const Figure = z
  .object({ label: z.string().describe('A county\'s name, or `"<county name> <station number>"`.'), value: z.number() })
  .meta({ id: 'Figure' });

export const statisticsRoutes = apiArea('Statistics', (app, ctx) => {
  app.get(
    '/api/v1/statistics/:method',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'statistic',
        summary: 'A ranked figure, largest first',
        description:
          '`observerNumber`: observers with answers, by county. `…Irregularities`: answers that chose a flagged option, by county or by station; `…Opening…` only forms whose code ends in `A`, `…Counting…` only those ending in `C`.',
        params: MethodParams,
        querystring: PageQuery,
        response: { 200: envelopeOf(Figure).meta({ id: 'FigurePage' }), 404: problem('No such statistic.') },
      },
    },
    async (req) => {
      const m = STATISTICS[req.params.method.toLowerCase()];
      if (!m) throw notFound('No such statistic.');
      const paging = pagingOf(req.query);
      const { rows, total } = await statisticPage(ctx.db, m, ngoScope(staffOf(req)), { limit: paging.pageSize, offset: paging.offset });
      return envelope(rows, paging, total);
    },
  );
});
