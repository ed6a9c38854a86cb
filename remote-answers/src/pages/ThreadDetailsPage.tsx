import { Link, useOutletContext, useParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@observatory/shared/ui';
import { ThreadDetails } from '../components/ThreadDetails';
import type { ClosedDetails } from '../hooks/useFocusAfterClose';
import type { AnswersOutletContext } from '../lib/detailsOutlet';

const NO_THREAD: ClosedDetails = { closedThread: null };

const isId = (value: string | undefined) => value !== undefined && /^\d{1,10}$/.test(value) && Number(value) >= 1;

/** /answers/details/:observerId/:pollingStationId (and /urgents/details/...): the pane's content. */
export function ThreadDetailsPage() {
  const { t } = useTranslation('answers');
  const { observerId, pollingStationId } = useParams();
  const { closeTo } = useOutletContext<AnswersOutletContext>();
  if (!isId(observerId) || !isId(pollingStationId)) {
    const back = (
      <Link className="obs-link" to={closeTo} state={NO_THREAD}>
        {t('details.close')}
      </Link>
    );
    return <EmptyState headingLevel={2} title={t('details.badLink')} action={back} />;
  }
  const threadKey = { observerId: Number(observerId), pollingStationId: Number(pollingStationId) };
  // A new thread is a new pane: its follow-up, tabs and notes start afresh.
  return <ThreadDetails key={`${observerId}/${pollingStationId}`} threadKey={threadKey} closeTo={closeTo} />;
}
