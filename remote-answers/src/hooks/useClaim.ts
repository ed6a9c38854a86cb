import { useCallback, useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { isApiError } from '@observatory/shared/http';
import { useHostServices } from '@observatory/shared/services';
import { claimThread, releaseClaim } from '../api/claim';
import type { ClaimState } from '../api/claim';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread } from '../api/types';
import { CLAIM_RENEW_MS } from '../lib/constants';
import { threadPages, withThreadChange } from '../state/threadPages';

/** Where the claim of the open thread stands, as the details show it. */
export type ClaimView =
  | { readonly kind: 'none' }
  | { readonly kind: 'mine'; readonly until: string }
  | { readonly kind: 'held'; readonly by: string; readonly until: string }
  | { readonly kind: 'failed'; readonly error: unknown };

/** A thread with urgent answers not yet resolved: the one kind a staff member claims on opening. */
const needsHandling = (thread: AnswerThread | undefined): boolean =>
  thread !== undefined && thread.urgent && thread.followUp !== 'resolved';

function heldBy(error: unknown): ClaimState | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const errors = error.errors as Partial<ClaimState> | undefined;
  return errors && typeof errors.claimedBy === 'string' && typeof errors.claimedUntil === 'string'
    ? { claimedBy: errors.claimedBy, claimedUntil: errors.claimedUntil }
    : null;
}

/**
 * "Being handled by": opening a thread with open urgent answers claims it, the claim is renewed
 * while the details stay open and released when they close (another thread, or the list alone).
 * A thread someone else holds is left to them until `takeOver` is chosen. The held list pages
 * learn each change, so the list says who handles the thread without asking again.
 */
export function useClaim(key: ThreadKey, thread: AnswerThread | undefined) {
  const { http } = useHostServices();
  const updateHeld = useSetAtom(threadPages.updateHeldAtom);
  const [view, setView] = useState<ClaimView>({ kind: 'none' });
  const wanted = needsHandling(thread);
  const { observerId, pollingStationId } = key;

  const claim = useCallback(
    async (takeOver: boolean, isLive: () => boolean = () => true) => {
      const target = { observerId, pollingStationId };
      try {
        const state = await claimThread(http, target, takeOver);
        if (!isLive()) return;
        setView({ kind: 'mine', until: state.claimedUntil ?? '' });
        updateHeld(withThreadChange(target, state));
      } catch (error) {
        if (!isLive()) return;
        const held = heldBy(error);
        setView(held ? { kind: 'held', by: held.claimedBy ?? '', until: held.claimedUntil ?? '' } : { kind: 'failed', error });
        if (held) updateHeld(withThreadChange(target, held));
      }
    },
    [http, observerId, pollingStationId, updateHeld],
  );

  const mine = wanted && view.kind === 'mine';
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void claim(false, () => live);
    return () => {
      live = false;
    };
  }, [wanted, claim]);

  // Renewed while the details stay open; released when they close.
  useEffect(() => {
    if (!mine) return undefined;
    const target = { observerId, pollingStationId };
    const timer = setInterval(() => void claim(false), CLAIM_RENEW_MS);
    return () => {
      clearInterval(timer);
      updateHeld(withThreadChange(target, { claimedBy: null, claimedUntil: null }));
      releaseClaim(http, target).catch(() => undefined);
    };
  }, [mine, claim, http, observerId, pollingStationId, updateHeld]);

  return { view: wanted ? view : ({ kind: 'none' } as const), takeOver: () => claim(true), retry: () => claim(false) };
}
