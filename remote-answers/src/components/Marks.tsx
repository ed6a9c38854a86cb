import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@observatory/shared/ui';
import type { FollowUpStatus } from '../api/types';

/** A flag, drawn like the kit's icons (decoration: the text beside it carries the meaning). */
export function FlagIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="obs-icon"
    >
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </svg>
  );
}

/** "Urgent" on a thread with a flagged answer: a flag and a word, never colour alone. */
export function UrgentMark() {
  const { t } = useTranslation('answers');
  return (
    <span className="obs-badge obs-badge--danger obs-answers-mark">
      <FlagIcon />
      {t('marks.urgent')}
    </span>
  );
}

/** "Flagged" beside a flagged question or a flagged option that was chosen. */
export function FlagMark({ label }: { readonly label?: string }) {
  const { t } = useTranslation('answers');
  return (
    <span className="obs-answers-flag">
      <FlagIcon />
      {label ?? t('marks.flagged')}
    </span>
  );
}

/** A thread's follow-up status in words, with an icon for "resolved" and a flag for "needed". */
export function FollowUpBadge({ status }: { readonly status: FollowUpStatus }) {
  const { t } = useTranslation('answers');
  if (status === 'none') return <span className="obs-badge obs-answers-mark">{t('followUp.status.none')}</span>;
  return (
    <span className={`obs-badge obs-answers-mark ${status === 'resolved' ? 'obs-badge--success' : 'obs-answers-mark--needed'}`}>
      {status === 'resolved' ? <CheckIcon /> : <FlagIcon />}
      {t(`followUp.status.${status}`)}
    </span>
  );
}
