import { useCallback, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { getFollowUpHistory, setFollowUp } from '../api/followUp';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread, FollowUpState, FollowUpStatus } from '../api/types';
import { updateHeldFollowUpAtom } from '../state/threads';

export interface FollowUpOutcome {
  readonly ok: boolean;
  readonly error?: unknown;
}

const pick = (state: FollowUpState): FollowUpState => ({
  followUp: state.followUp,
  followUpBy: state.followUpBy,
  followUpAt: state.followUpAt,
});

/**
 * A thread's follow-up, as the thread's list item has it. A change shows at once, here and in
 * the list (optimistic), and is rolled back if the API refuses it. The history is asked only
 * while it is shown, and again after a change.
 */
export function useFollowUp(key: ThreadKey, thread: AnswerThread | undefined) {
  const { http, user } = useHostServices();
  const updateHeld = useSetAtom(updateHeldFollowUpAtom);
  const [local, setLocal] = useState<FollowUpState | null>(null);
  const [saving, setSaving] = useState(false);
  const [historyShown, setHistoryShown] = useState(false);
  const { observerId, pollingStationId } = key;
  const history = useRequest(
    (signal) => (historyShown ? getFollowUpHistory(http, { observerId, pollingStationId }, signal) : null),
    [historyShown, http, observerId, pollingStationId],
  );
  const current: FollowUpState | undefined = local ?? (thread ? pick(thread) : undefined);

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
        if (historyShown) history.retry();
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

  return { current, saving, change, history, historyShown, setHistoryShown };
}
