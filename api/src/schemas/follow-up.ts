import { z } from 'zod';
import { id } from '../validation/fields.js';
import { request } from '../openapi/wire.js';
import { FOLLOW_UP_STATUSES } from '../services/follow-up.js';

export { FOLLOW_UP_STATUSES };

export const followUpStatus = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(FOLLOW_UP_STATUSES, { error: 'Must be none, needed or resolved.' }),
  );

/** A thread's key, and the original client's names for it (shared by the claim routes). */
export const threadKey = { observerId: id(), pollingStationId: id() };
export const KEY_ALIASES = { idObserver: 'observerId', idPollingStation: 'pollingStationId' };

export const ThreadKeyQuery = request(threadKey, KEY_ALIASES);
export const SetFollowUpBody = request({ ...threadKey, status: followUpStatus() }, KEY_ALIASES).meta({
  examples: [{ observerId: 17, pollingStationId: 1042, status: 'resolved' }],
});

export const FollowUpState = z
  .object({
    followUp: z.enum(FOLLOW_UP_STATUSES),
    followUpBy: z.string().nullable().describe('The account that set it; `null` when never set or set by the system.'),
    followUpAt: z.string().nullable(),
  })
  .meta({ id: 'FollowUpState', examples: [{ followUp: 'resolved', followUpBy: 'ngoadmin', followUpAt: '2026-11-08T09:12:00.000Z' }] });

export const FollowUpChange = z
  .object({
    status: z.enum(FOLLOW_UP_STATUSES),
    by: z.string().nullable().describe('`null`: the system (a flagged answer reopened the thread).'),
    at: z.string(),
    audited: z
      .boolean()
      .describe(
        "`true`: a staff change made since the audit trail began, so the thread's audit history (`GET /api/v1/audit/thread/{id}`) already has it; `false`: a change by the system, or a staff change from before the trail, which only this list records.",
      ),
  })
  .meta({ id: 'FollowUpChange' });
