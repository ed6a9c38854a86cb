import { useCallback, useRef } from 'react';
import { useParams, useSearchParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { useRequest } from '@observatory/shared/area';
import { useQuery } from '@observatory/shared/state';
import { AreaNotFoundPage, AsyncView, BackLink, DateTime, PageHeading, Pagination } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import { getNotification } from '../api/deliveries';
import { DeliverySummary } from '../components/DeliverySummary';
import { RecipientsTable } from '../components/RecipientsTable';
import { ResendButton } from '../components/ResendButton';
import { useRefreshWhile } from '../hooks/useRefreshWhile';
import { readPage } from '../lib/pageParam';
import { recipientPages } from '../state/recipientPages';

/**
 * /notifications/history/:id: one notification, where its deliveries are, its recipients page by
 * page (those it did not reach first), and "Send again to those who did not get it". Both refresh
 * while deliveries are pending.
 */
export function NotificationDetailPage() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id >= 1 ? <NotificationDetail id={id} /> : <AreaNotFoundPage />;
}

function NotificationDetail({ id }: { readonly id: number }) {
  const { t } = useTranslation('notifications');
  const { http } = useHostServices();
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const results = useRef<HTMLDivElement>(null);
  // The notification is this view's one request; its recipients are a paged list (a kit query).
  const notification = useRequest((signal) => getNotification(http, id, signal), [http, id]);
  const recipients = useQuery(recipientPages, { id, page });
  const { setData: setNotification } = notification;
  const { refresh: refreshRecipients } = recipients;
  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      const [n] = await Promise.all([getNotification(http, id, signal), refreshRecipients()]);
      if (!signal?.aborted) setNotification(() => n);
    },
    [http, id, refreshRecipients, setNotification],
  );
  // While deliveries are pending (or a new send was just made), the counts and statuses move.
  useRefreshWhile((notification.data?.delivery?.pending ?? 0) > 0, refresh);

  const changePage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    results.current?.focus();
  };

  return (
    <section className="obs-page obs-stack obs-notifications-page">
      <BackLink to=".." preferHistory>
        {t('recipients.back')}
      </BackLink>
      <AsyncView request={notification} errors={{ what: t('recipients.loadError'), 404: t('recipients.notFound') }}>
        {(n) => (
          <div className="obs-stack">
            <div className="obs-page-header">
              <PageHeading>
                <bdi>{n.title}</bdi>
              </PageHeading>
            </div>
            <p className="obs-notifications-detail__message">
              <bdi>{n.body}</bdi>
            </p>
            <p className="obs-notifications-muted">
              {t('recipients.sentAt')} <DateTime value={n.insertedAt} />
            </p>
            {n.delivery && <DeliverySummary counts={n.delivery} />}
            {n.delivery && n.delivery.failed + n.delivery.noDevice > 0 && (
              <ResendButton notification={n} onSent={() => void refresh().catch(() => undefined)} />
            )}
          </div>
        )}
      </AsyncView>
      <h2 className="obs-notifications-heading">{t('recipients.heading')}</h2>
      <div ref={results} tabIndex={-1} className="obs-notifications-results">
        <AsyncView request={recipients} isEmpty={(r) => r.totalItems === 0} errors={{ what: t('recipients.loadError') }}>
          {(r) => (
            <div className="obs-stack">
              <RecipientsTable rows={r.data} />
              <Pagination
                page={r.page}
                pageSize={r.pageSize}
                totalItems={r.totalItems}
                totalPages={r.totalPages}
                onPageChange={changePage}
              />
            </div>
          )}
        </AsyncView>
      </div>
    </section>
  );
}
