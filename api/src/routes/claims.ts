import { staffOf } from '../auth/principal.js';
import { problem } from '../openapi/wire.js';
import { ClaimBody, ClaimHeldProblem, ClaimState, ReleaseQuery } from '../schemas/claims.js';
import { claimThread, CLAIM_MINUTES, releaseThread } from '../services/claims.js';
import { apiArea } from './area.js';

const NO_SUCH_THREAD = problem("No thread for that observer and station, or another NGO's observer.");

/** "Being handled by": a staff member claims a thread while working on it. */
export const claimRoutes = apiArea('Follow-up', (app, ctx) => {
  const { db } = ctx;

  app.put(
    '/api/v1/answers/claim',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'claimThread',
        summary: 'Claims a thread ("being handled by"), or renews the caller\'s claim',
        description: `Held ${CLAIM_MINUTES} minutes from now; the thread details renew it while they stay open. Kept in the database: every API instance sees it. Someone else's live claim is a 409 naming them, unless \`takeOver\`.`,
        body: ClaimBody,
        response: {
          200: ClaimState,
          404: NO_SUCH_THREAD,
          409: problem(
            'Someone else is handling the thread (`errors.claimedBy`, `errors.claimedUntil`); send `takeOver: true` to take it.',
            ClaimHeldProblem,
          ),
        },
      },
    },
    async (req) => claimThread(db, staffOf(req), req.body.observerId, req.body.pollingStationId, req.body.takeOver === true),
  );

  app.delete(
    '/api/v1/answers/claim',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'releaseThread',
        summary: "Releases the caller's claim on a thread",
        description: 'Releasing a thread no one holds changes nothing. A follow-up change by the holder releases it too.',
        querystring: ReleaseQuery,
        response: {
          200: ClaimState,
          404: NO_SUCH_THREAD,
          409: problem('Someone else holds the thread: their claim stays.', ClaimHeldProblem),
        },
      },
    },
    async (req) => releaseThread(db, staffOf(req), req.query.observerId, req.query.pollingStationId),
  );
});
