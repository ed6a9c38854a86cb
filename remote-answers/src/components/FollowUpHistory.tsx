import { useTranslation } from 'react-i18next';
import type { RequestResult } from '@observatory/shared/area';
import { AsyncView, DateTime } from '@observatory/shared/ui';
import type { FollowUpChange } from '../api/types';
import { FollowUpBadge } from './Marks';

/** Every change of a thread's follow-up, newest first: status, who (or the system), when. */
export function FollowUpHistory({ id, request }: { readonly id: string; readonly request: RequestResult<FollowUpChange[]> }) {
  const { t } = useTranslation('answers');
  return (
    <div id={id} className="obs-answers-history">
      <AsyncView
        request={request}
        isEmpty={(changes) => changes.length === 0}
        empty={<p className="obs-answers-muted">{t('followUp.history.empty')}</p>}
        errors={{ what: t('followUp.history.loadError') }}
      >
        {(changes) => (
          <ol className="obs-answers-history__list">
            {changes.map((change, index) => (
              <li key={`${change.at}-${index}`}>
                <FollowUpBadge status={change.status} /> {change.by === null ? t('followUp.history.bySystem') : <bdi>{change.by}</bdi>}{' '}
                <DateTime value={change.at} />
              </li>
            ))}
          </ol>
        )}
      </AsyncView>
    </div>
  );
}
