import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { Button, DateTime, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import type { ThreadKey } from '../api/threadDetails';
import type { AnswerThread, FollowUpStatus } from '../api/types';
import { FOLLOW_UP_STATUSES } from '../lib/constants';
import { useFollowUp } from '../hooks/useFollowUp';
import { FollowUpHistory } from './FollowUpHistory';
import { FollowUpBadge } from './Marks';

/**
 * Follow-up triage of the open thread: its status and who set it, one click to change it (shown
 * at once, undone with a message if the API refuses), and its history on demand.
 */
export function FollowUpPanel({ threadKey, thread }: { readonly threadKey: ThreadKey; readonly thread: AnswerThread | undefined }) {
  const { t } = useTranslation('answers');
  const { toasts } = useHostServices();
  const describe = useDescribeError();
  const headingId = useId();
  const historyId = useId();
  const { announce, message } = useAnnounce();
  const [failure, setFailure] = useState<string | null>(null);
  const { current, saving, change, history, historyRound, historyShown, setHistoryShown } = useFollowUp(threadKey, thread);
  if (!current) return null;

  const choose = async (status: FollowUpStatus) => {
    if (status === current.followUp || saving) return;
    setFailure(null);
    const outcome = await change(status);
    if (outcome.ok) announce(t('followUp.saved', { status: t(`followUp.status.${status}`) }));
    else if (outcome.error !== undefined) {
      const text = describe(outcome.error, { what: t('followUp.saveError') });
      setFailure(text);
      toasts.show({ kind: 'error', title: t('followUp.saveErrorTitle'), message: text });
    }
  };

  return (
    <section className="obs-answers-followup" aria-labelledby={headingId}>
      <h3 id={headingId} className="obs-answers-subheading">
        {t('followUp.title')}
      </h3>
      <p className="obs-answers-followup__state">
        <FollowUpBadge status={current.followUp} />{' '}
        {current.followUpAt === null ? (
          t('followUp.neverSet')
        ) : current.followUpBy === null ? (
          <>
            {t('followUp.setBySystem')} <DateTime value={current.followUpAt} />
          </>
        ) : (
          <>
            {t('followUp.setBy')} <bdi>{current.followUpBy}</bdi>, <DateTime value={current.followUpAt} />
          </>
        )}
      </p>
      <div className="obs-toolbar" role="group" aria-label={t('followUp.change')}>
        {FOLLOW_UP_STATUSES.map((status) => (
          <Button
            key={status}
            small
            aria-pressed={current.followUp === status}
            aria-disabled={saving || undefined}
            onClick={() => void choose(status)}
          >
            {t(`followUp.action.${status}`)}
          </Button>
        ))}
      </div>
      {failure && (
        <p role="alert" className="obs-error-text">
          {failure}
        </p>
      )}
      <Button
        small
        aria-expanded={historyShown}
        aria-controls={historyShown ? historyId : undefined}
        onClick={() => setHistoryShown(!historyShown)}
      >
        {historyShown ? t('followUp.history.hide') : t('followUp.history.show')}
      </Button>
      {historyShown && <FollowUpHistory id={historyId} threadKey={threadKey} request={history} round={historyRound} />}
      <StatusRegion message={message} />
    </section>
  );
}
