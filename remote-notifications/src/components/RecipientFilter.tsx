import { useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { County } from '@observatory/shared/model';
import { formatNumber } from '@observatory/shared/i18n';
import { FilterActions } from '@observatory/shared/ui';
import { FormField } from '@observatory/shared/form';
import type { RangeProblem } from '../lib/stationRange';
import type { RecipientFilter as FilterValues } from '../lib/targeting';
import { CountyCombobox } from './CountyCombobox';

interface RecipientFilterProps {
  readonly counties: readonly County[];
  readonly filter: FilterValues;
  /** The county the filter's code names, with its limit. */
  readonly county: County | null;
  readonly problem: RangeProblem | null;
  readonly onCountyChange: (code: string | null) => void;
  readonly onRangeChange: (field: 'from' | 'to', value: string) => void;
  /** Runs the search; answers the range's problem when it was refused. */
  readonly onSearch: () => RangeProblem | null;
  readonly onReset: () => void;
  /** Who the notification reaches now (TargetSummary). */
  readonly children: ReactNode;
}

/**
 * The observers filter of the notifications screen: a county, an optional range of its station
 * numbers (hint [1 – limit]; empty ends default to 1 and the limit), Search and Reset, and the
 * sentence saying who is in the selection.
 */
export function RecipientFilter(props: RecipientFilterProps) {
  const { counties, filter, county, problem, onCountyChange, onRangeChange, onSearch, onReset, children } = props;
  const { t, i18n } = useTranslation('notifications');
  const countyInput = useRef<HTMLInputElement>(null);
  const fromInput = useRef<HTMLInputElement>(null);
  const toInput = useRef<HTMLInputElement>(null);
  const limit = county ? formatNumber(county.limit, i18n.language) : '';
  const hint = (defaultText: string) => (county ? `${t('filter.rangeHint', { limit })} ${defaultText}` : t('filter.rangeHintNone'));
  const problemText = problem ? t(`filter.problems.${problem}`, { limit }) : undefined;

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!county) return;
    const refused = onSearch();
    // The field that holds the problem takes focus, so the message is read where it applies.
    if (refused === 'toOutside') toInput.current?.focus();
    else if (refused) fromInput.current?.focus();
  };
  const reset = () => {
    onReset();
    // Reset disables itself: keep the keyboard in the filter, on the county.
    countyInput.current?.focus();
  };

  const rangeField = (field: 'from' | 'to') => (
    <FormField
      name={`station-${field}`}
      label={t(`filter.${field}`)}
      hint={hint(t(field === 'from' ? 'filter.fromDefault' : 'filter.toDefault'))}
      error={(field === 'to' ? problem === 'toOutside' : problem === 'fromOutside' || problem === 'order') ? problemText : undefined}
    >
      {(control) => (
        <input
          {...control}
          ref={field === 'from' ? fromInput : toInput}
          className="obs-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          disabled={!county}
          value={filter[field]}
          onChange={(event) => onRangeChange(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className="obs-notifications-filter" role="search" aria-label={t('filter.label')} onSubmit={search} noValidate>
      <div className="obs-notifications-filter__fields">
        <CountyCombobox counties={counties} value={filter.countyCode} onChange={onCountyChange} inputRef={countyInput} />
        {rangeField('from')}
        {rangeField('to')}
      </div>
      {/* Never busy-disabled: the button pressed keeps focus; a new search replaces a running one. */}
      <FilterActions
        applyLabel={t('filter.search')}
        resetLabel={t('filter.reset')}
        onReset={reset}
        applyDisabled={!county}
        resetDisabled={!county}
      />
      {children}
    </form>
  );
}
