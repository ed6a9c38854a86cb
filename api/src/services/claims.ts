import type { Db } from '../db/types.js';
import type { StaffPrincipal } from '../auth/principal.js';
import { HttpProblem } from '../http/problem.js';
import { recordAudit } from './audit.js';
import { requireVisibleThread, requireVisibleThreadForChange, threadKey } from './follow-up.js';

/** How long a claim holds without being renewed (the details renew it while they stay open). */
export const CLAIM_MINUTES = 10;

export interface ClaimState {
  claimedBy: string | null;
  claimedUntil: string | null;
}

/** A stored claim as the wire shows it: an expired one is no claim. */
export function liveClaim(by: string | null, until: string | null, now: string): ClaimState {
  return by !== null && until !== null && until > now ? { claimedBy: by, claimedUntil: until } : { claimedBy: null, claimedUntil: null };
}

class ClaimHeld extends HttpProblem {
  constructor(held: ClaimState) {
    super(409, `This thread is being handled by ${held.claimedBy ?? 'someone else'}.`, {
      claimedBy: held.claimedBy,
      claimedUntil: held.claimedUntil,
    });
  }
}

interface ClaimRow {
  claimed_by: string | null;
  claimed_until: string | null;
}

async function currentClaim(q: Pick<Db, 'get'>, observerId: number, stationId: number, now: string): Promise<ClaimState> {
  const row = await q.get<ClaimRow>(
    'SELECT claimed_by, claimed_until FROM answer_threads WHERE observer_id = ? AND polling_station_id = ?',
    [observerId, stationId],
  );
  return liveClaim(row?.claimed_by ?? null, row?.claimed_until ?? null, now);
}

/**
 * Claims (or renews) a visible thread for `CLAIM_MINUTES`. Someone else's live claim is a 409
 * unless `takeOver`, which is recorded in the audit trail. The UPDATE is conditional, so two
 * instances claiming at once cannot both win.
 */
export async function claimThread(
  db: Db,
  p: StaffPrincipal,
  observerId: number,
  stationId: number,
  takeOver: boolean,
  nowMs = Date.now(),
): Promise<ClaimState> {
  const now = new Date(nowMs).toISOString();
  const until = new Date(nowMs + CLAIM_MINUTES * 60_000).toISOString();
  return db.tx(async (q) => {
    const thread = await requireVisibleThreadForChange(q, p, observerId, stationId);
    const held = await currentClaim(q, observerId, stationId, now);
    const someoneElse = held.claimedBy !== null && held.claimedBy !== p.account;
    if (someoneElse && !takeOver) throw new ClaimHeld(held);
    // Unless taking over, only a free, expired or own claim is replaced; re-checked by the row lock.
    const free = takeOver ? '' : ' AND (claimed_by IS NULL OR claimed_by = ? OR claimed_until IS NULL OR claimed_until <= ?)';
    const r = await q.run(
      `UPDATE answer_threads SET claimed_by = ?, claimed_until = ? WHERE observer_id = ? AND polling_station_id = ?${free}`,
      takeOver ? [p.account, until, observerId, stationId] : [p.account, until, observerId, stationId, p.account, now],
    );
    if (r.changes === 0) throw new ClaimHeld(await currentClaim(q, observerId, stationId, now));
    if (someoneElse) {
      await recordAudit(q, p, {
        action: 'thread.take-over',
        entityType: 'thread',
        entityId: threadKey(observerId, stationId),
        ngoId: thread.ngoId,
        label: thread.label,
        summary: `taken over from ${held.claimedBy}`,
      });
    }
    return { claimedBy: p.account, claimedUntil: until };
  });
}

/** Releases the caller's own claim on a visible thread; someone else's live claim is a 409 (it stays). */
export async function releaseThread(
  db: Db,
  p: StaffPrincipal,
  observerId: number,
  stationId: number,
  nowMs = Date.now(),
): Promise<ClaimState> {
  const now = new Date(nowMs).toISOString();
  return db.tx(async (q) => {
    await requireVisibleThread(q, p, observerId, stationId);
    const held = await currentClaim(q, observerId, stationId, now);
    if (held.claimedBy !== null && held.claimedBy !== p.account) throw new ClaimHeld(held);
    await q.run('UPDATE answer_threads SET claimed_by = NULL, claimed_until = NULL WHERE observer_id = ? AND polling_station_id = ?', [
      observerId,
      stationId,
    ]);
    return { claimedBy: null, claimedUntil: null };
  });
}
