import { useRef } from 'react';
import type { MapStation } from '../api/types';
import { filterStations } from '../lib/stateRules';
import type { StationFilter } from '../lib/stateRules';

const keyOf = (filter: StationFilter) => `${filter.county ?? ''}|${filter.state ?? ''}|${filter.urgentOnly ? 1 : 0}`;

/**
 * The stations a filter keeps, the same array for the same list and filter. The map builds its
 * cluster index once per array it is given: a new array on every render (a poll, a panel opened)
 * rebuilt it each time, and a filter chosen again reuses the index built for it.
 */
export function useShownStations(filter: StationFilter): (all: readonly MapStation[]) => readonly MapStation[] {
  const cache = useRef<{ all: readonly MapStation[] | null; byFilter: Map<string, readonly MapStation[]> }>({
    all: null,
    byFilter: new Map(),
  });
  const key = keyOf(filter);
  return (all) => {
    const held = cache.current;
    if (held.all !== all) {
      held.all = all;
      held.byFilter = new Map();
    }
    let shown = held.byFilter.get(key);
    if (!shown) {
      shown = filterStations(all, filter);
      held.byFilter.set(key, shown);
    }
    return shown;
  };
}
