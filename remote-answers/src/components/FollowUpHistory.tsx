import { useTranslation } from 'react-i18next';
import type { RequestResult } from '@observatory/shared/area';
import { History } from '@observatory/shared/history';
import type { HistoryExtraEntry } from '@observatory/shared/history';
import { AsyncView } from '@observatory/shared/ui';
import type { ThreadKey } from '../api/threadDetails';
import type { FollowUpChange } from '../api/types';

/** The audit trail's id of a thread (as the API records it): `{observerId}-{pollingStationId}`. */
const threadEntityId = ({ observerId, pollingStationId }: ThreadKey): string => `${observerId}-${pollingStationId}`;

/**
 * The thread's history: the audit trail's events (staff follow-up changes, take-overs), merged by
 * time with the follow-up changes that have no audit event: the system's (a new flagged answer
 * reopens a thread; no actor) and staff changes made before the audit trail began (`audited:
 * false`; the API does not make events up for them). Staff changes since come only from the
 * audit trail, so none is said twice. An older API sends no `audited`: its staff changes are
 * taken as in the trail, as before.
 */
export function FollowUpHistory({
  id,
  threadKey,
  request,
  round,
}: {
  readonly id: string;
  readonly threadKey: ThreadKey;
  readonly request: RequestResult<FollowUpChange[]>;
  /** Changes when a change was saved here: the audit trail's events are read again. */
  readonly round: number;
}) {
  const { t } = useTranslation('answers');
  const notInTrail = (changes: readonly FollowUpChange[]): HistoryExtraEntry[] =>
    changes
      .filter((change) => change.by === null || change.audited === false)
      .map((change, index) => ({
        key: `untracked-${change.at}-${index}`,
        at: change.at,
        text: `${t(`followUp.status.${change.status}`)} ${
          change.by === null ? t('followUp.history.bySystem') : t('followUp.history.byStaffBeforeTrail', { by: change.by })
        }`,
      }));
  return (
    <div id={id} className="obs-answers-history">
      <AsyncView request={request} errors={{ what: t('followUp.history.loadError') }}>
        {(changes) => (
          <History key={round} entityType="thread" entityId={threadEntityId(threadKey)} extra={notInTrail(changes)} headingLevel={3} />
        )}
      </AsyncView>
    </div>
  );
}
