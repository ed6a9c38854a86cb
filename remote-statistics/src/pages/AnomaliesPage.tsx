import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@observatory/shared/router';
import { useQuery } from '@observatory/shared/state';
import { AsyncView, BackLink, EmptyState, PageHeading, Pagination } from '@observatory/shared/ui';
import { ANOMALIES_PAGE_SIZE } from '../api/types';
import { AnomalyList } from '../components/AnomalyList';
import { RefreshControl } from '../components/RefreshControl';
import { useLiveQuery } from '../hooks/useLiveQuery';
import { ALL, anomaliesQuery, publishedFormsQuery } from '../state/explainQueries';
import type { AnomalyView } from '../lib/anomalyParams';
import { readAnomalyView, writeAnomalyView } from '../lib/anomalyParams';

/**
 * The anomaly ranking (/statistics/anomalies): stations (or counties) ranked by how unusual they
 * are, each saying why in words with links to its threads; level, form and page in the address;
 * refreshed every minute like the dashboard.
 */
export function AnomaliesPage() {
  const { t } = useTranslation('statistics');
  const levelId = useId();
  const formId = useId();
  const [search, setSearch] = useSearchParams();
  const view = readAnomalyView(search);
  const forms = useQuery(publishedFormsQuery, ALL);
  const live = useLiveQuery(anomaliesQuery, {
    level: view.level,
    ...(view.formId ? { formId: view.formId } : {}),
    page: view.page,
    pageSize: ANOMALIES_PAGE_SIZE,
  });
  const go = (next: Partial<AnomalyView>) => setSearch(writeAnomalyView({ ...view, page: 1, ...next }));

  return (
    <section className="obs-page obs-stack obs-statistics-anomalies-page">
      <p>
        <BackLink to="..">{t('page.back')}</BackLink>
      </p>
      <header className="obs-page-header">
        <PageHeading>{t('anomalies.title')}</PageHeading>
        <RefreshControl
          updatedAt={live.updatedAt}
          refreshing={live.result.loading && live.result.data !== undefined}
          onRefresh={live.refresh}
        />
      </header>
      <p className="obs-statistics-intro">{t('anomalies.intro')}</p>
      <div className="obs-statistics-filters__fields" role="group" aria-label={t('anomalies.choose')}>
        <div className="obs-field">
          <label htmlFor={levelId}>{t('anomalies.level')}</label>
          <select
            id={levelId}
            className="obs-input"
            value={view.level}
            onChange={(event) => go({ level: event.target.value === 'county' ? 'county' : 'station' })}
          >
            <option value="station">{t('anomalies.levels.station')}</option>
            <option value="county">{t('anomalies.levels.county')}</option>
          </select>
        </div>
        <div className="obs-field">
          <label htmlFor={formId}>{t('anomalies.form')}</label>
          <select
            id={formId}
            className="obs-input"
            value={String(view.formId)}
            onChange={(event) => go({ formId: Number(event.target.value) })}
          >
            <option value="0">{t('anomalies.everyForm')}</option>
            {(forms.data ?? []).map((form) => (
              <option key={form.id} value={String(form.id)}>
                {form.code} {form.description}
              </option>
            ))}
          </select>
        </div>
      </div>
      <AsyncView
        request={live.result}
        loadingLabel={t('anomalies.loading')}
        errors={{ what: t('anomalies.loadError') }}
        isEmpty={(found) => found.totalItems === 0}
        empty={<EmptyState title={t('anomalies.emptyTitle')} message={t('anomalies.emptyMessage')} />}
      >
        {(found) => (
          <>
            <AnomalyList
              rows={found.data}
              start={(found.page - 1) * ANOMALIES_PAGE_SIZE + 1}
              label={t('anomalies.title')}
              busy={live.result.loading}
            />
            <Pagination
              page={found.page}
              pageSize={ANOMALIES_PAGE_SIZE}
              totalItems={found.totalItems}
              totalPages={found.totalPages}
              onPageChange={(page) => go({ page })}
              label={t('anomalies.pagination')}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
