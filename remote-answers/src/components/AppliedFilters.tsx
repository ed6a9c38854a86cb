import { useTranslation } from 'react-i18next';
import type { AppliedFilter } from '../lib/appliedFilters';

const LABELS = {
  county: 'filters.county',
  pollingStationNumber: 'filters.station',
  phoneObserver: 'filters.phone',
  from: 'filters.from',
  to: 'filters.to',
  followUp: 'filters.followUp',
} as const;

/** One applied filter in words ("County: Cluj (CJ)", "Answered A2-1 … with “No”"). */
export function FilterWords({ filter }: { readonly filter: AppliedFilter }) {
  const { t } = useTranslation('answers');
  switch (filter.name) {
    case 'urgent':
      return <>{t('download.urgentOnly')}</>;
    case 'stations': {
      const { from, to } = filter;
      if (from && to) return <>{t('linked.stations', { from, to })}</>;
      return <>{from ? t('linked.stationsFrom', { from }) : t('linked.stationsTo', { to })}</>;
    }
    case 'answer':
      return filter.names.option === undefined ? (
        <>
          {t('linked.answered')} <bdi>{filter.names.question}</bdi>
        </>
      ) : (
        <>
          {t('linked.answered')} <bdi>{filter.names.question}</bdi> {t('linked.with')} <bdi>“{filter.names.option}”</bdi>
        </>
      );
    case 'followUp':
      return (
        <>
          {t(LABELS.followUp)}: <bdi>{t(`followUp.status.${filter.value}`)}</bdi>
        </>
      );
    default:
      return (
        <>
          {t(LABELS[filter.name])}: <bdi>{filter.value}</bdi>
        </>
      );
  }
}

/**
 * In the download confirmation: the filters the file will use (those applied to the list), in
 * words, and a warning when values typed in the fields have not been applied.
 */
export function AppliedFilters({ applied, pending }: { readonly applied: readonly AppliedFilter[]; readonly pending: boolean }) {
  const { t } = useTranslation('answers');
  return (
    <>
      {applied.length === 0 ? (
        <p>{t('download.noFilters')}</p>
      ) : (
        <>
          <p>{t('download.appliedFilters')}</p>
          <ul className="obs-answers-applied">
            {applied.map((filter) => (
              <li key={filter.name}>
                <FilterWords filter={filter} />
              </li>
            ))}
          </ul>
        </>
      )}
      {pending && <p className="obs-answers-applied__pending">{t('download.pending')}</p>}
    </>
  );
}
