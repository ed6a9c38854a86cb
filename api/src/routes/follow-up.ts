import { z } from 'zod';
import { staffOf } from '../auth/principal.js';
import { problem } from '../openapi/wire.js';
import { FollowUpChange, FollowUpState, SetFollowUpBody, ThreadKeyQuery } from '../schemas/follow-up.js';
import { followUpHistory, requireVisibleThread, setVisibleFollowUp } from '../services/follow-up.js';
import { nowIso } from '../util.js';
import { apiArea } from './area.js';

const NO_SUCH_THREAD = problem(
  "No thread for that observer and station (a thread = answers from that observer there), or another NGO's observer.",
);

/** Staff mark the threads they have handled. */
export const followUpRoutes = apiArea('Follow-up', (app, ctx) => {
  const { db } = ctx;

  app.put(
    '/api/v1/answers/follow-up',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'setFollowUp',
        summary: "Sets a thread's follow-up status",
        description: "Answers the thread's new state; `followUpBy` is the caller's account.",
        body: SetFollowUpBody,
        response: { 200: FollowUpState, 404: NO_SUCH_THREAD },
      },
    },
    async (req) => {
      const body = req.body;
      return setVisibleFollowUp(db, staffOf(req), body.observerId, body.pollingStationId, body.status, nowIso());
    },
  );

  app.get(
    '/api/v1/answers/follow-up/history',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'followUpHistory',
        summary: "A thread's follow-up changes, newest first",
        description: '`[]` for a thread never triaged.',
        querystring: ThreadKeyQuery,
        response: { 200: z.array(FollowUpChange), 404: NO_SUCH_THREAD },
      },
    },
    async (req) => {
      const q = req.query;
      await requireVisibleThread(db, staffOf(req), q.observerId, q.pollingStationId);
      return followUpHistory(db, q.observerId, q.pollingStationId);
    },
  );
});
