import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { AsyncView, Button } from '@observatory/shared/ui';
import { getThreadDetails } from '../api/threadDetails';
import type { ThreadKey } from '../api/threadDetails';
import { messageObserverPath } from '../lib/paths';
import type { ClosedDetails } from '../hooks/useFocusAfterClose';
import { useClaim } from '../hooks/useClaim';
import { useThread } from '../hooks/useThread';
import { ClaimNotice } from './ClaimNotice';
import { DetailsBody } from './DetailsBody';
import type { OpenedFromList } from './ThreadList';

export interface ThreadDetailsProps {
  readonly threadKey: ThreadKey;
  /** The list without a thread open (keeps its filters). */
  readonly closeTo: string;
}

/**
 * The details of one thread beside the list: who and where, then everything the observer sent.
 * Opened from the list, it takes the keyboard focus; a failure says why, with Retry for that
 * observer and station. Works the same from a link or after a reload.
 */
export function ThreadDetails({ threadKey, closeTo }: ThreadDetailsProps) {
  const { t } = useTranslation('answers');
  const { http, navigate } = useHostServices();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const fromList = (location.state as OpenedFromList | null)?.fromList === true;
  const item = useThread(threadKey);
  const { thread } = item;
  const claim = useClaim(threadKey, thread);
  const { observerId, pollingStationId } = threadKey;
  const closed: ClosedDetails = { closedThread: { observerId, pollingStationId } };
  const details = useRequest(
    (signal) => getThreadDetails(http, { observerId, pollingStationId }, signal),
    [http, observerId, pollingStationId],
  );

  useEffect(() => {
    if (fromList) heading.current?.focus();
  }, [fromList]);

  return (
    <article className="obs-answers-details" aria-labelledby={headingId}>
      <header className="obs-answers-details__header">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="obs-answers-details__title">
          {thread ? (
            <>
              <bdi>{thread.pollingStationName}</bdi>
              <span className="obs-answers-details__observer">
                <bdi>{thread.observerName}</bdi>
              </span>
            </>
          ) : (
            t('details.title')
          )}
        </h2>
        {thread && (
          <p className="obs-answers-muted">
            {t('details.phone')} <bdi>{thread.observerPhone}</bdi>
          </p>
        )}
        <ClaimNotice view={claim.view} onTakeOver={() => void claim.takeOver()} onRetry={() => void claim.retry()} />
        <div className="obs-toolbar">
          <Button small onClick={() => navigate(messageObserverPath(observerId))}>
            {t('details.message')}
          </Button>
          <Link className="obs-link" to={closeTo} state={closed}>
            {t('details.close')}
          </Link>
        </div>
      </header>
      <AsyncView request={details} loadingLabel={t('details.loading')} errors={{ what: t('details.loadError') }}>
        {(data) => <DetailsBody threadKey={threadKey} item={item} details={data} />}
      </AsyncView>
    </article>
  );
}
