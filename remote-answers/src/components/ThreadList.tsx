import { Link, useParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@observatory/shared/i18n';
import type { AnswerThread } from '../api/types';
import { threadRowId } from '../hooks/useFocusAfterClose';
import { FollowUpBadge, HandledBy, UrgentMark } from './Marks';

export interface ThreadListProps {
  readonly threads: readonly AnswerThread[];
  /** The link of a thread's details (keeps the list's filters). */
  readonly linkTo: (thread: AnswerThread) => string;
  /** Names the list for screen readers. */
  readonly label: string;
  /** County names by code (the filter's counties); a code not there shows alone. */
  readonly countyNames: ReadonlyMap<string, string>;
}

/** The router state a row's link carries: the details pane takes focus when opened from the list. */
export interface OpenedFromList {
  readonly fromList: true;
}

/**
 * The threads of one page. Each row is one link (to the details beside the list) that names what
 * a reviewer chooses by: station, observer, county and number, last change, urgency and follow-up.
 * The thread open beside the list is marked as the current page.
 */
export function ThreadList({ threads, linkTo, label, countyNames }: ThreadListProps) {
  const { t, i18n } = useTranslation('answers');
  const { observerId, pollingStationId } = useParams();
  const isOpen = (thread: AnswerThread) => String(thread.observerId) === observerId && String(thread.pollingStationId) === pollingStationId;
  const state: OpenedFromList = { fromList: true };
  const county = (code: string) => {
    const name = countyNames.get(code);
    return name ? `${name} (${code})` : code;
  };
  return (
    <ol className="obs-answers-threads" aria-label={label}>
      {threads.map((thread) => (
        <li key={`${thread.observerId}-${thread.pollingStationId}`}>
          <Link
            className="obs-answers-thread"
            to={linkTo(thread)}
            state={state}
            aria-current={isOpen(thread) ? 'page' : undefined}
            data-thread={threadRowId(thread)}
          >
            <span className="obs-answers-thread__title">
              <bdi>{thread.pollingStationName}</bdi>
            </span>
            <span className="obs-answers-thread__observer">
              <bdi>{thread.observerName}</bdi>
            </span>
            <span className="obs-answers-thread__meta">
              <span>{t('list.where', { county: county(thread.countyCode), number: thread.pollingStationNumber })}</span>
              <span>{t('list.lastModified', { time: formatDateTime(thread.lastModified, i18n.language) || t('list.never') })}</span>
            </span>
            {(thread.urgent || thread.followUp !== 'none') && (
              <span className="obs-answers-thread__marks">
                {thread.urgent && <UrgentMark />}
                {thread.followUp !== 'none' && <FollowUpBadge status={thread.followUp} />}
              </span>
            )}
            <HandledBy thread={thread} />
          </Link>
        </li>
      ))}
    </ol>
  );
}
