import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { envelope, pagingOf } from '../http/paging.js';
import { notFound } from '../http/problem.js';
import { problem } from '../openapi/wire.js';
import { FilledInQuestion, StationInfo, StationInfoQuery, ThreadDetailQuery, ThreadListQuery, ThreadPage } from '../schemas/answers.js';
import { findObserverForEvidence } from '../services/observers.js';
import { filledIn, listThreads, stationInfo } from '../services/threads.js';
import { apiArea } from './area.js';

const NO_SUCH_OBSERVER = problem("No such observer, or another NGO's.");

export const answerRoutes = apiArea('Answers', (app, ctx) => {
  const { db } = ctx;

  app.get(
    '/api/v1/answers',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'listThreads',
        summary: "A page of the caller's answer threads",
        description:
          'One item per observer and polling station with answers, newest first (by `lastModified`, then observer id, then station id, descending); with `unresolvedFirst=true` the threads not yet `resolved` come first.',
        querystring: ThreadListQuery,
        response: { 200: ThreadPage },
      },
    },
    async (req) => {
      const q = req.query;
      const paging = pagingOf(q);
      const { rows, total } = await listThreads(db, staffOf(req), q, { limit: paging.pageSize, offset: paging.offset });
      return envelope(rows, paging, total);
    },
  );

  app.get(
    '/api/v1/answers/filledIn',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'filledIn',
        summary: 'The questions an observer answered at a station',
        description: "One element per question answered, in form order, with the options chosen. Retired observers' answers stay readable.",
        querystring: ThreadDetailQuery,
        response: { 200: z.array(FilledInQuestion), 404: NO_SUCH_OBSERVER },
      },
    },
    async (req) => {
      const q = req.query;
      const obs = await findObserverForEvidence(db, staffOf(req), q.observerId);
      if (!obs) throw notFound('No such observer.');
      return filledIn(db, obs.id, q.pollingStationId);
    },
  );

  app.get(
    '/api/v1/answers/pollingStationInfo',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'pollingStationInfo',
        summary: "An observer's check-in at a station",
        description: 'The station id is also read as `PollingStationNumber` (what the original client sends: it carries the id).',
        querystring: StationInfoQuery,
        response: {
          200: StationInfo,
          204: z.undefined().describe("The caller's own observer never checked in at that station."),
          404: NO_SUCH_OBSERVER,
        },
      },
    },
    async (req, reply) => {
      const q = req.query;
      const obs = await findObserverForEvidence(db, staffOf(req), q.observerId);
      if (!obs) throw notFound('No such observer.');
      const info = await stationInfo(db, obs.id, q.pollingStationId);
      if (!info) return reply.code(204).send();
      return info;
    },
  );
});
