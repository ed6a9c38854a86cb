import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@observatory/shared/router';
import { useHostServices } from '@observatory/shared/services';
import { useQuery } from '@observatory/shared/state';
import { AsyncView, EmptyState, PageHeading, Pagination, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { ActivityFilters } from '../components/ActivityFilters';
import { ActivityTable } from '../components/ActivityTable';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { PAGE_SIZE, filtersToParams, hasFilters, readFilters, readPage, toApiFilters } from '../lib/filters';
import type { AddressFilters } from '../lib/filters';
import { auditPages } from '../state/auditPages';

/**
 * /activity: the audit trail, newest first, in pages, each event in words. The filters and the
 * page live in the address, so a reload or a shared link shows the same log. The API scopes it
 * (an NGO admin reads its NGO's events, the organizer every NGO's); the page says which.
 */
export function ActivityPage() {
  const { t } = useTranslation('activity');
  const { user } = useHostServices();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = readPage(params);
  const apiFilters = toApiFilters(filters);
  const request = useQuery(auditPages, { ...apiFilters, page, pageSize: PAGE_SIZE });
  const results = useRef<HTMLDivElement>(null);
  const { announce, message } = useAnnounce();
  const filtered = hasFilters(filters);

  const applyFilters = (next: AddressFilters) => setParams(filtersToParams(next));
  const changePage = (next: number) => {
    const updated = filtersToParams(filters);
    if (next > 1) updated.set('page', String(next));
    setParams(updated);
    results.current?.focus();
  };
  const scope = user.organizer ? t('scope.organizer') : user.ngoName ? t('scope.ngo', { ngo: user.ngoName }) : t('scope.ngoUnnamed');

  return (
    <section className="obs-page obs-stack">
      <div className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
        <DownloadCsvButton filters={apiFilters} announce={announce} />
      </div>
      <p className="obs-activity-scope">{scope}</p>
      {/* Keyed by the address's filters: Back or a new link shows the fields of the log shown. */}
      <ActivityFilters key={params.toString()} applied={filters} onFilter={applyFilters} />
      <div ref={results} tabIndex={-1} className="obs-activity-results">
        <AsyncView
          request={request}
          isEmpty={(result) => result.totalItems === 0}
          empty={
            filtered ? (
              <EmptyState title={t('list.emptyFilteredTitle')} message={t('list.emptyFilteredMessage')} />
            ) : (
              <EmptyState title={t('list.emptyTitle')} message={t('list.emptyMessage')} />
            )
          }
          errors={{ what: t('list.loadError') }}
        >
          {(result) => (
            <div className="obs-stack">
              <ActivityTable rows={result.data} loading={request.loading} />
              <Pagination
                page={result.page}
                pageSize={result.pageSize}
                totalItems={result.totalItems}
                totalPages={result.totalPages}
                onPageChange={changePage}
              />
            </div>
          )}
        </AsyncView>
      </div>
      <StatusRegion message={message} />
    </section>
  );
}
