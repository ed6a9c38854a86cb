import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { getFollowUpHistory, setFollowUp } from '../api/followUp';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread, FollowUpState, FollowUpStatus } from '../api/types';
import { threadPages, withThreadChange } from '../state/threadPages';

export interface FollowUpOutcome {
  readonly ok: boolean;
  readonly error?: unknown;
}

const pick = (state: FollowUpState): FollowUpState => ({
  followUp: state.followUp,
  followUpBy: state.followUpBy,
  followUpAt: state.followUpAt,
});

/** True when `list` was set after `local` (someone else's change, or the system's, came with a refresh). */
function isNewer(list: FollowUpState, local: FollowUpState): boolean {
  if (list.followUpAt === null) return false;
  return local.followUpAt === null || Date.parse(list.followUpAt) > Date.parse(local.followUpAt);
}

/**
 * A thread's follow-up, as the thread's list item has it. A change shows at once, here and in
 * the list (optimistic), and is rolled back if the API refuses it; a newer status arriving with
 * the list (another person's change) replaces it. The history is asked only
 * while it is shown, and again after a change.
 */
export function useFollowUp(key: ThreadKey, thread: AnswerThread | undefined) {
  const { http, user } = useHostServices();
  const updateHeldPages = useSetAtom(threadPages.updateHeldAtom);
  const updateHeld = useCallback(
    (target: ThreadKey, state: FollowUpState) => updateHeldPages(withThreadChange(target, state)),
    [updateHeldPages],
  );
  const [local, setLocal] = useState<FollowUpState | null>(null);
  const [saving, setSaving] = useState(false);
  const [historyShown, setHistoryShown] = useState(false);
  // Counts the changes saved here, so the audit trail's part of the history is read again too.
  const [historyRound, setHistoryRound] = useState(0);
  const { observerId, pollingStationId } = key;
  const history = useRequest(
    (signal) => (historyShown ? getFollowUpHistory(http, { observerId, pollingStationId }, signal) : null),
    [historyShown, http, observerId, pollingStationId],
  );
  const listed = thread ? pick(thread) : undefined;
  // The value set here shows until the list brings a newer one; while a change is being saved, it wins.
  const current: FollowUpState | undefined = local && (saving || !listed || !isNewer(listed, local)) ? local : listed;

  const change = useCallback(
    async (status: FollowUpStatus): Promise<FollowUpOutcome> => {
      if (saving || !current) return { ok: false };
      const previous = current;
      const target = { observerId, pollingStationId };
      setLocal({ followUp: status, followUpBy: user.name, followUpAt: new Date().toISOString() });
      updateHeld(target, { followUp: status, followUpBy: user.name, followUpAt: new Date().toISOString() });
      setSaving(true);
      try {
        const saved = pick(await setFollowUp(http, target, status));
        setLocal(saved);
        updateHeld(target, saved);
        if (historyShown) {
          history.retry();
          setHistoryRound((round) => round + 1);
        }
        return { ok: true };
      } catch (error) {
        setLocal(previous);
        updateHeld(target, previous);
        return { ok: false, error };
      } finally {
        setSaving(false);
      }
    },
    [saving, current, observerId, pollingStationId, user.name, updateHeld, http, historyShown, history],
  );

  return { current, saving, change, history, historyRound, historyShown, setHistoryShown };
}
