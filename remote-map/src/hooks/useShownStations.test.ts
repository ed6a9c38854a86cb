import { renderHook } from '@testing-library/react';
import type { MapStation } from '../api/types';
import type { StationFilter } from '../lib/stateRules';
import { useShownStations } from './useShownStations';

const station = (id: number, countyCode: string, state: MapStation['state']): MapStation => ({
  id,
  countyCode,
  number: id,
  lat: 46,
  lon: 24,
  state,
  urgentOpen: state === 'urgent' ? 1 : 0,
  present: 0,
});
const all = [station(1, 'CJ', 'urgent'), station(2, 'CJ', 'none'), station(3, 'AB', 'none')];

describe('useShownStations', () => {
  it('hands the same array for the same list and filter (the map builds its index once per array)', () => {
    const { result, rerender } = renderHook((filter: StationFilter) => useShownStations(filter), { initialProps: {} });
    const first = result.current(all);
    expect(first.map((s) => s.id)).toEqual([1, 2, 3]);
    rerender({});
    expect(result.current(all)).toBe(first);

    rerender({ county: 'CJ' });
    const cluj = result.current(all);
    expect(cluj.map((s) => s.id)).toEqual([1, 2]);
    rerender({ county: 'CJ', urgentOnly: true });
    expect(result.current(all).map((s) => s.id)).toEqual([1]);
    // A filter chosen again reuses its array; a new list (a poll that changed) is filtered anew.
    rerender({ county: 'CJ' });
    expect(result.current(all)).toBe(cluj);
    const polled = [...all];
    expect(result.current(polled)).not.toBe(cluj);
    expect(result.current(polled).map((s) => s.id)).toEqual([1, 2]);
  });
});
