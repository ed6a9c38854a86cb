import { useEffect, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@observatory/shared/form';
import type { County } from '@observatory/shared/model';
import { Checkbox, FilterActions } from '@observatory/shared/ui';
import type { FilterValues } from '../lib/resultFilters';
import { EMPTY_RESULT_FILTERS, FOLLOW_UP_VALUES, resultFiltersKey } from '../lib/resultFilters';

export interface ResultFiltersFormProps {
  /** The filters in use (from the address): the fields follow them. */
  readonly applied: FilterValues;
  readonly counties: readonly County[];
  readonly onApply: (filters: FilterValues) => void;
}

const station = (value: string) => value.trim() === '' || (/^\d{1,6}$/.test(value.trim()) && Number(value) >= 1);

/**
 * The results' filters, the answers list's own: county, a range of station numbers, a time window,
 * urgent only, follow-up. A value that cannot be used is refused on its field, in words, and
 * nothing typed is lost. Apply puts them in the address; Reset clears them.
 */
export function ResultFiltersForm({ applied, counties, onApply }: ResultFiltersFormProps) {
  const { t } = useTranslation('statistics');
  const { register, handleSubmit, reset, control, formState } = useForm<FilterValues>({ defaultValues: applied });
  const { errors } = formState;
  // Filters that change in the address (back, a shared link, Reset) go into the fields.
  const key = resultFiltersKey(applied);
  const latest = useRef(applied);
  useEffect(() => {
    latest.current = applied;
  });
  useEffect(() => reset(latest.current), [key, reset]);

  const countyOptions = counties.map((county) => ({ value: county.code, label: `${county.name} (${county.code})` }));
  const followUpOptions = FOLLOW_UP_VALUES.map((value) => ({ value, label: t(`filters.followUpStatus.${value}`) }));
  const apply = (values: FilterValues) =>
    onApply({
      ...values,
      fromPollingStationNumber: values.fromPollingStationNumber.trim() ? String(Number(values.fromPollingStationNumber)) : '',
      toPollingStationNumber: values.toPollingStationNumber.trim() ? String(Number(values.toPollingStationNumber)) : '',
    });
  return (
    <form className="obs-statistics-filters" role="search" aria-label={t('filters.label')} noValidate onSubmit={handleSubmit(apply)}>
      <div className="obs-statistics-filters__fields">
        <SelectField
          registration={register('county')}
          label={t('filters.county')}
          options={countyOptions}
          placeholder={t('filters.anyCounty')}
        />
        <TextField
          registration={register('fromPollingStationNumber', { validate: (value) => station(value) || t('filters.problems.station') })}
          label={t('filters.fromStation')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.fromPollingStationNumber}
        />
        <TextField
          registration={register('toPollingStationNumber', {
            validate: (value, values) =>
              !station(value)
                ? t('filters.problems.station')
                : value.trim() && values.fromPollingStationNumber.trim() && Number(value) < Number(values.fromPollingStationNumber)
                  ? t('filters.problems.stationRange')
                  : true,
          })}
          label={t('filters.toStation')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.toPollingStationNumber}
        />
        <TextField registration={register('from')} type="datetime-local" label={t('filters.from')} error={errors.from} />
        <TextField
          registration={register('to', {
            validate: (value, values) => (value && values.from && value < values.from ? t('filters.problems.timeRange') : true),
          })}
          type="datetime-local"
          label={t('filters.to')}
          error={errors.to}
        />
        <SelectField
          registration={register('followUp')}
          label={t('filters.followUp')}
          options={followUpOptions}
          placeholder={t('filters.anyFollowUp')}
        />
        <Controller
          control={control}
          name="urgent"
          render={({ field }) => (
            <Checkbox
              className="obs-statistics-filters__urgent"
              label={t('filters.urgent')}
              checked={field.value}
              onChange={(checked) => field.onChange(checked)}
            />
          )}
        />
      </div>
      <FilterActions
        applyLabel={t('filters.apply')}
        resetLabel={t('filters.reset')}
        onReset={() => {
          reset(EMPTY_RESULT_FILTERS);
          onApply(EMPTY_RESULT_FILTERS);
        }}
      />
    </form>
  );
}
