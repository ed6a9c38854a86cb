import { useId, useMemo } from 'react';
import { Link, useSearchParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@observatory/shared/area';
import { PageHeading } from '@observatory/shared/ui';
import type { County } from '@observatory/shared/model';
import { useHostServices } from '@observatory/shared/services';
import { getObserverCount } from '../api/getObserverCount';
import { FilterTargeting } from '../components/FilterTargeting';
import { LinkNotice } from '../components/LinkNotice';
import { NotificationForm } from '../components/NotificationForm';
import { RosterSelection } from '../components/RosterSelection';
import { useCounties } from '../hooks/useCounties';
import { useTargeting } from '../hooks/useTargeting';
import { parseObserverIds } from '../lib/parseObserverIds';
import { readinessOf } from '../lib/targeting';
import type { SendReadiness } from '../lib/targeting';

const NO_COUNTIES: readonly County[] = [];

/**
 * /notifications: who receives the notification (a roster selection from the link, or the
 * observers filter: everyone, or those checked in at a range of a county's stations), then the
 * text and Send. A link to the history.
 */
export function SendPage() {
  const { t } = useTranslation('notifications');
  const { http } = useHostServices();
  const [params] = useSearchParams();
  const raw = params.get('toObserverIds');
  const link = useMemo(() => parseObserverIds(raw), [raw]);
  const fromRoster = link.kind === 'ids';
  const recipientsId = useId();
  const messageId = useId();
  const counties = useCounties(!fromRoster);
  const targeting = useTargeting(counties.data ?? NO_COUNTIES, raw ?? '');
  // Everyone the sender can see: whom send/all reaches (not needed for a roster selection).
  const everyone = useRequest((signal) => (fromRoster ? null : getObserverCount(http, signal)), [http, fromRoster]);
  const readiness: SendReadiness = fromRoster
    ? { ready: true, target: { kind: 'observers', ids: link.ids } }
    : readinessOf(targeting.state.selection);

  return (
    <section className="obs-page obs-stack obs-notifications-page">
      <div className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
        <Link className="obs-link" to="history">
          {t('send.historyLink')}
        </Link>
      </div>
      <p className="obs-notifications-intro">{t('send.intro')}</p>
      {(link.kind === 'malformed' || link.kind === 'empty') && <LinkNotice kind={link.kind} />}
      <section className="obs-section obs-stack" aria-labelledby={recipientsId}>
        <h2 id={recipientsId} className="obs-notifications-heading">
          {t('send.recipientsHeading')}
        </h2>
        {fromRoster ? (
          <RosterSelection ids={link.ids} />
        ) : (
          <FilterTargeting counties={counties} targeting={targeting} everyone={everyone} />
        )}
      </section>
      <section className="obs-section obs-stack" aria-labelledby={messageId}>
        <h2 id={messageId} className="obs-notifications-heading">
          {t('send.messageHeading')}
        </h2>
        <NotificationForm readiness={readiness} everyoneCount={everyone.state.status === 'success' ? everyone.state.data : null} />
      </section>
    </section>
  );
}
