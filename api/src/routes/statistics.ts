import { z } from 'zod';
import { ngoScope, staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { notFound } from '../http/problem.js';
import { envelopeOf, pageField, problem, request } from '../openapi/wire.js';
import { documentInput } from '../validation/schema-notes.js';
import { STATISTICS, STATISTIC_NAMES, statisticPage } from '../services/statistics.js';
import { freeTextAnswers, questionResults } from '../services/question-results.js';
import { anomalyPage } from '../services/anomalies.js';
import {
  AnomalyPage,
  AnomalyQuery,
  FreeTextPage,
  FreeTextQuery,
  QuestionParams,
  QuestionResult,
  QuestionResultsQuery,
} from '../schemas/statistics.js';
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
    '/api/v1/statistics/questions',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'questionResults',
        summary: 'Every question of a form, its answers counted by option',
        description:
          "One element per question in the form's order, every option in its order (zeros included), counted over the caller's threads under the filters of `GET /api/v1/answers` (each filter is the thread's): an option's `count` is exactly the number of threads `GET /api/v1/answers?optionId=` lists with the same filters. One grouped statement in the database, reused while no data changed.",
        querystring: QuestionResultsQuery,
        response: { 200: z.array(QuestionResult), 404: problem('No such form.') },
      },
    },
    async (req) => {
      const { formId, ...filter } = req.query;
      const results = await questionResults(ctx.db, staffOf(req), formId, filter);
      if (!results) throw notFound('No such form.');
      return results;
    },
  );

  app.get(
    '/api/v1/statistics/questions/:questionId/text',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'freeTextAnswers',
        summary: "A page of the texts written in a question's free-text options",
        description: 'Newest first, with the observer and the station, under the same filters as the counts. Empty texts are left out.',
        params: QuestionParams,
        querystring: FreeTextQuery,
        response: { 200: FreeTextPage, 404: problem('No such question.') },
      },
    },
    async (req) => {
      const { page, pageSize, ...filter } = req.query;
      const paging = pagingOf({ page, pageSize });
      const found = await freeTextAnswers(ctx.db, staffOf(req), req.params.questionId, filter, {
        limit: paging.pageSize,
        offset: paging.offset,
      });
      if (!found) throw notFound('No such question.');
      return envelope(found.rows, paging, found.total);
    },
  );

  app.get(
    '/api/v1/statistics/anomalies',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'anomalies',
        summary: 'Stations or counties ranked by how unusual they are',
        description:
          "Only rows with a reason. The flag rate is an empirical-Bayes (beta-binomial) estimate shrunk toward the county's rate (a county: toward all counties'), so a few answers cannot top many; rule signals: observers at one station disagreeing on a single-choice question, a burst of urgent notes. The formula is in the API's README (\"Anomaly ranking\"). Scoped to the caller's NGO unless organizer.",
        querystring: AnomalyQuery,
        response: { 200: AnomalyPage, 404: problem('No such form.') },
      },
    },
    async (req) => {
      const q = req.query;
      const paging = pagingOf(q);
      const found = await anomalyPage(
        ctx.db,
        staffOf(req),
        { level: q.level, formId: q.formId },
        { limit: paging.pageSize, offset: paging.offset },
      );
      if (!found) throw notFound('No such form.');
      return envelope(found.rows, paging, found.total);
    },
  );

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
