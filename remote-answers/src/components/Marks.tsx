import { useTranslation } from 'react-i18next';
import { AlertIcon, CheckIcon } from '@observatory/shared/ui';
import type { AnswerThread, FollowUpStatus } from '../api/types';

/** "Urgent" on a thread with a flagged answer: an icon and a word, never colour alone. */
export function UrgentMark() {
  const { t } = useTranslation('answers');
  return (
    <span className="obs-badge obs-badge--danger obs-answers-mark">
      <AlertIcon />
      {t('marks.urgent')}
    </span>
  );
}

/** "Flagged" beside a flagged question or a flagged option that was chosen. */
export function FlagMark({ label }: { readonly label?: string }) {
  const { t } = useTranslation('answers');
  return (
    <span className="obs-answers-flag">
      <AlertIcon />
      {label ?? t('marks.flagged')}
    </span>
  );
}

/** A thread's follow-up status in words, with a tick for "resolved" and an alert icon for "needed". */
export function FollowUpBadge({ status }: { readonly status: FollowUpStatus }) {
  const { t } = useTranslation('answers');
  if (status === 'none') return <span className="obs-badge obs-answers-mark">{t('followUp.status.none')}</span>;
  return (
    <span className={`obs-badge obs-answers-mark ${status === 'resolved' ? 'obs-badge--success' : 'obs-answers-mark--needed'}`}>
      {status === 'resolved' ? <CheckIcon /> : <AlertIcon />}
      {t(`followUp.status.${status}`)}
    </span>
  );
}

/**
 * "Handled by Ana, 3 min left" on a thread someone has claimed (an expired claim says nothing): the
 * minutes are those left of the claim as the list last heard it; renewals while the details stay
 * open keep it from running out.
 */
export function HandledBy({ thread }: { readonly thread: Pick<AnswerThread, 'claimedBy' | 'claimedUntil'> }) {
  const { t } = useTranslation('answers');
  const { claimedBy, claimedUntil } = thread;
  const left = claimedUntil === null ? 0 : Date.parse(claimedUntil) - Date.now();
  if (claimedBy === null || !(left > 0)) return null;
  return <span className="obs-answers-thread__handled">{t('claim.handledBy', { name: claimedBy, count: Math.ceil(left / 60_000) })}</span>;
}
