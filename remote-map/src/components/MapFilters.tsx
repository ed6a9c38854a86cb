import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapCounty } from '../api/types';
import { STATES, TIME_WINDOWS, compareRomanian } from '../lib/stateRules';
import type { MapSearch } from '../lib/mapSearch';

export interface MapFiltersProps {
  readonly value: MapSearch;
  readonly counties: readonly MapCounty[];
  readonly onChange: (next: MapSearch) => void;
}

/** County, state, "urgent only" and the time window; each change applies at once. */
export function MapFilters({ value, counties, onChange }: MapFiltersProps) {
  const { t } = useTranslation('map');
  const sorted = useMemo(() => [...counties].sort((a, b) => compareRomanian(a.name, b.name)), [counties]);
  return (
    <fieldset className="obs-map-filters">
      <legend className="obs-map-filters__legend">{t('filters.title')}</legend>
      <label>
        <span>{t('filters.county')}</span>
        <select
          value={value.county ?? ''}
          onChange={(event) => onChange({ ...value, county: event.target.value || undefined, station: null })}
        >
          <option value="">{t('filters.allCounties')}</option>
          {sorted.map((county) => (
            <option key={county.code} value={county.code}>
              {county.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filters.state')}</span>
        <select
          value={value.state ?? ''}
          onChange={(event) => onChange({ ...value, state: STATES.find((state) => state === event.target.value) })}
        >
          <option value="">{t('filters.allStates')}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filters.window')}</span>
        <select
          value={value.window}
          onChange={(event) => onChange({ ...value, window: TIME_WINDOWS.find((w) => w === event.target.value) ?? 'all' })}
        >
          {TIME_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t(`filters.windows.${window}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="obs-map-filters__check">
        <input type="checkbox" checked={value.urgentOnly} onChange={(event) => onChange({ ...value, urgentOnly: event.target.checked })} />
        <span>{t('filters.urgentOnly')}</span>
      </label>
    </fieldset>
  );
}
