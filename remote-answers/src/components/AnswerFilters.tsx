import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilterActions } from '@observatory/shared/ui';
import { SelectField, TextField } from '@observatory/shared/form';
import type { County } from '@observatory/shared/model';
import type { FilterValues } from '../lib/listParams';
import { EMPTY_FILTERS } from '../lib/listParams';
import { countyChoices } from '../lib/countyChoices';
import { dateProblem, rangeProblem, stationProblem } from '../lib/filterRules';
import type { FilterProblem } from '../lib/filterRules';

export interface AnswerFiltersProps {
  /** The filters the list uses now (from the address): the fields follow them. */
  readonly applied: FilterValues;
  readonly counties: readonly County[];
  /** The counties' loading state, shown under the county field. */
  readonly countiesStatus: ReactNode;
  readonly onFilter: (values: FilterValues) => void;
  readonly onReset: () => void;
  /**
   * Further actions in the filter's button row (Download), told whether the fields hold values
   * not yet applied with Filter.
   */
  readonly actions?: (pending: boolean) => ReactNode;
}

const FILTER_FIELDS = ['county', 'pollingStationNumber', 'phoneObserver', 'from', 'to', 'followUp'] as const;
const pickFilters = (values: FilterValues): FilterValues => ({
  county: values.county,
  pollingStationNumber: values.pollingStationNumber,
  phoneObserver: values.phoneObserver,
  from: values.from,
  to: values.to,
  followUp: values.followUp,
});

const trimmed = (values: FilterValues): FilterValues => ({
  county: values.county,
  pollingStationNumber: values.pollingStationNumber.trim(),
  phoneObserver: values.phoneObserver.replace(/\s+/g, ''),
  from: values.from.trim().replace(/\s+/g, ' '),
  to: values.to.trim().replace(/\s+/g, ' '),
  followUp: values.followUp,
});

/**
 * The list's filters: county, station number, observer phone, from and to (typed as
 * `yyyy-MM-dd hh:mm`), follow-up. A value that cannot be used is refused on its field, in words,
 * and nothing typed is lost. Filter applies them (into the address); Reset clears them.
 */
export function AnswerFilters({ applied, counties, countiesStatus, onFilter, onReset, actions }: AnswerFiltersProps) {
  const { t } = useTranslation('answers');
  const { register, handleSubmit, reset, control, formState } = useForm<FilterValues>({ defaultValues: pickFilters(applied) });
  const { errors } = formState;
  // New filters in the address (back, a shared link, Reset) go into the fields; a new page or
  // order does not touch what is being typed.
  const appliedKey = JSON.stringify(FILTER_FIELDS.map((name) => applied[name]));
  const latestApplied = useRef(applied);
  useEffect(() => {
    latestApplied.current = applied;
  });
  useEffect(() => reset(pickFilters(latestApplied.current)), [appliedKey, reset]);
  const countyCode = useWatch({ control, name: 'county' });
  const county = counties.find((candidate) => candidate.code === countyCode);
  const say = (problem: FilterProblem) => (problem ? t(`filters.problems.${problem}`, { limit: county?.limit ?? 0 }) : true);

  const followUpOptions = (['none', 'needed', 'resolved'] as const).map((value) => ({ value, label: t(`followUp.status.${value}`) }));
  return (
    <form
      className="obs-answers-filters"
      role="search"
      aria-label={t('filters.label')}
      noValidate
      onSubmit={handleSubmit((values) => onFilter(trimmed(values)))}
    >
      <div className="obs-answers-filters__fields">
        <div>
          <SelectField
            registration={register('county')}
            label={t('filters.county')}
            options={countyChoices(counties, applied.county)}
            placeholder={t('filters.anyCounty')}
          />
          {countiesStatus}
        </div>
        <TextField
          registration={register('pollingStationNumber', { validate: (value) => say(stationProblem(value, county)) })}
          label={t('filters.station')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.pollingStationNumber}
        />
        <TextField registration={register('phoneObserver')} label={t('filters.phone')} type="tel" autoComplete="off" />
        <TextField
          registration={register('from', { validate: (value) => say(dateProblem(value)) })}
          label={t('filters.from')}
          placeholder={t('filters.datePlaceholder')}
          hint={t('filters.dateHint')}
          autoComplete="off"
          error={errors.from}
        />
        <TextField
          registration={register('to', { validate: (value, values) => say(dateProblem(value) ?? rangeProblem(values.from, value)) })}
          label={t('filters.to')}
          placeholder={t('filters.datePlaceholder')}
          hint={t('filters.dateHint')}
          autoComplete="off"
          error={errors.to}
        />
        <SelectField
          registration={register('followUp')}
          label={t('filters.followUp')}
          options={followUpOptions}
          placeholder={t('filters.anyFollowUp')}
        />
      </div>
      <FilterActions
        applyLabel={t('filters.submit')}
        resetLabel={t('filters.reset')}
        onReset={() => {
          reset(EMPTY_FILTERS);
          onReset();
        }}
      >
        {actions?.(formState.isDirty)}
      </FilterActions>
    </form>
  );
}
