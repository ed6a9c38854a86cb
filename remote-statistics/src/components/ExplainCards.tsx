import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@observatory/shared/router';
import { useQuery } from '@observatory/shared/state';
import { AsyncView, EmptyState } from '@observatory/shared/ui';
import { ANOMALIES_ON_DASHBOARD } from '../api/types';
import { ALL, publishedFormsQuery, topAnomaliesQuery } from '../state/explainQueries';
import { AnomalyList } from './AnomalyList';

/** The dashboard card's params: the first three stations of the ranking. */
const TOP = { level: 'station', page: 1, pageSize: ANOMALIES_ON_DASHBOARD } as const;

/** The dashboard's way into a form's results: one link per published form. */
export function FormResultsCard() {
  const { t } = useTranslation('statistics');
  const titleId = useId();
  const forms = useQuery(publishedFormsQuery, ALL);
  return (
    <section className="obs-card obs-statistics-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="obs-card__title">
        {t('explain.results.title')}
      </h2>
      <p className="obs-card__subtitle">{t('explain.results.subtitle')}</p>
      <AsyncView
        request={forms}
        errors={{ what: t('explain.results.loadError') }}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('explain.results.emptyTitle')} message={t('explain.results.emptyMessage')} />}
      >
        {(list) => (
          <ul className="obs-statistics-form-links" aria-labelledby={titleId}>
            {list.map((form) => (
              <li key={form.id}>
                <Link to={`forms/${form.id}`}>
                  {form.code} <bdi>{form.description}</bdi>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}

/**
 * The dashboard's card of the most unusual stations, with their reasons and the way to the whole
 * ranking. Asked again whenever the dashboard's figures are (`stamp`), the rows kept meanwhile.
 */
export function AnomaliesCard({ stamp }: { readonly stamp: number | null }) {
  const { t } = useTranslation('statistics');
  const titleId = useId();
  const top = useQuery(topAnomaliesQuery, TOP);
  // Asked again when the dashboard's figures are (the minute timer, Refresh); not when they first arrive.
  const { refresh } = top;
  const seen = useRef(stamp);
  useEffect(() => {
    if (seen.current !== null && stamp !== seen.current) void refresh();
    seen.current = stamp;
  }, [stamp, refresh]);
  return (
    <section className="obs-card obs-statistics-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="obs-card__title">
        {t('explain.anomalies.title')}
      </h2>
      <p className="obs-card__subtitle">{t('explain.anomalies.subtitle')}</p>
      <AsyncView
        request={top}
        errors={{ what: t('anomalies.loadError') }}
        isEmpty={(found) => found.totalItems === 0}
        empty={<EmptyState title={t('anomalies.emptyTitle')} message={t('anomalies.emptyMessage')} />}
      >
        {(found) => <AnomalyList rows={found.data} start={1} label={t('explain.anomalies.title')} busy={top.loading} />}
      </AsyncView>
      <div className="obs-statistics-card__actions">
        <Link to="anomalies">{t('explain.anomalies.seeAll')}</Link>
      </div>
    </section>
  );
}
