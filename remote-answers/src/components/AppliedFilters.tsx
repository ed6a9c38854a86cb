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

/**
 * In the download confirmation: the filters the file will use (those applied to the list), in
 * words, and a warning when values typed in the fields have not been applied.
 */
export function AppliedFilters({ applied, pending }: { readonly applied: readonly AppliedFilter[]; readonly pending: boolean }) {
  const { t } = useTranslation('answers');
  const words = (filter: AppliedFilter) => {
    if (filter.name === 'urgent') return t('download.urgentOnly');
    const value = filter.name === 'followUp' ? t(`followUp.status.${filter.value}`) : filter.value;
    return (
      <>
        {t(LABELS[filter.name])}: <bdi>{value}</bdi>
      </>
    );
  };
  return (
    <>
      {applied.length === 0 ? (
        <p>{t('download.noFilters')}</p>
      ) : (
        <>
          <p>{t('download.appliedFilters')}</p>
          <ul className="obs-answers-applied">
            {applied.map((filter) => (
              <li key={filter.name}>{words(filter)}</li>
            ))}
          </ul>
        </>
      )}
      {pending && <p className="obs-answers-applied__pending">{t('download.pending')}</p>}
    </>
  );
}
