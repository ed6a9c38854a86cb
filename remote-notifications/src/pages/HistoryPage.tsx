import { useEffect, useRef } from 'react';
import { useSearchParams } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@observatory/shared/state';
import { AsyncView, BackLink, EmptyState, LoadingIndicator, PageHeading, Pagination } from '@observatory/shared/ui';
import { HistoryTable } from '../components/HistoryTable';
import { historyPages } from '../state/historyPages';
import { useRefreshWhile } from '../hooks/useRefreshWhile';
import { readPage } from '../lib/pageParam';

/**
 * /notifications/history: what was sent, newest first, in pages (size from configuration). A
 * failed load shows nothing stale (spec: the error resets the state), only a message with Retry.
 */
export function HistoryPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const results = useRef<HTMLDivElement>(null);
  const request = useQuery(historyPages, page);
  // Spec: a failed load resets the history, so a failure shows no stale page beside its message.
  const shown = request.error ? { state: { status: 'error', error: request.error } as const, retry: request.retry } : request;
  // Counts move while deliveries are pending: ask again (what is shown stays) until none is.
  const { refresh } = request;
  useRefreshWhile(request.data?.data.some((n) => (n.delivery?.pending ?? 0) > 0) ?? false, () => refresh());
  const lastPage = request.state.status === 'success' ? request.state.data.totalPages : 0;
  const pastTheEnd = lastPage > 0 && page > lastPage;
  useEffect(() => {
    // A page past the end (an old link, or fewer notifications than when it was made): show the
    // last one instead of an empty table, replacing the address so Back does not return to it.
    if (pastTheEnd) setParams(lastPage === 1 ? {} : { page: String(lastPage) }, { replace: true });
  }, [pastTheEnd, lastPage, setParams]);

  const changePage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    // The pressed button may scroll away as the new page renders: bring view and focus to the results together.
    results.current?.focus();
  };

  return (
    <section className="obs-page obs-stack obs-notifications-page">
      <BackLink to=".." preferHistory>
        {t('history.back')}
      </BackLink>
      <div className="obs-page-header">
        <PageHeading>{t('history.title')}</PageHeading>
      </div>
      <div ref={results} tabIndex={-1} className="obs-notifications-results">
        <AsyncView
          request={shown}
          isEmpty={(result) => result.totalItems === 0}
          empty={<EmptyState title={t('history.emptyTitle')} message={t('history.emptyMessage')} />}
          errors={{ what: t('history.loadError') }}
        >
          {(result) =>
            pastTheEnd ? (
              <LoadingIndicator />
            ) : (
              <div className="obs-stack">
                <HistoryTable rows={result.data} />
                <Pagination
                  page={result.page}
                  pageSize={result.pageSize}
                  totalItems={result.totalItems}
                  totalPages={result.totalPages}
                  onPageChange={changePage}
                />
              </div>
            )
          }
        </AsyncView>
      </div>
    </section>
  );
}
