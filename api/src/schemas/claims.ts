import { z } from 'zod';
import { bool } from '../validation/fields.js';
import { Problem, request } from '../openapi/wire.js';
import { KEY_ALIASES, threadKey, ThreadKeyQuery } from './follow-up.js';

export const ClaimBody = request(
  {
    ...threadKey,
    takeOver: bool().optional().describe('Take the thread from whoever holds it (recorded in the audit trail as `thread.take-over`).'),
  },
  KEY_ALIASES,
).meta({ examples: [{ observerId: 17, pollingStationId: 1042 }] });
export const ReleaseQuery = ThreadKeyQuery;

export const ClaimState = z
  .object({
    claimedBy: z.string().nullable().describe('The account handling the thread; `null` when no one is (or a claim expired).'),
    claimedUntil: z.string().nullable().describe('When the claim ends unless renewed (ISO-8601, UTC).'),
  })
  .meta({ id: 'ClaimState', examples: [{ claimedBy: 'ngoadmin', claimedUntil: '2026-11-08T09:22:00.000Z' }] });

export const ClaimHeldProblem = Problem.extend({ errors: ClaimState.describe('Who holds the thread, and until when.') }).meta({
  id: 'ClaimHeldProblem',
});
