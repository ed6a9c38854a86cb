import { useEffect, useState } from 'react';
import { useQuery } from '@observatory/shared/state';
import type { TimeWindow } from '../lib/stateRules';
import { boundariesQuery, countiesQuery, stationsQuery } from '../state/mapQueries';

/** How often the map asks again: the API answers 304 when nothing changed, so a poll costs nothing. */
const REFRESH_MS = 30_000;

/**
 * The map's three lists, asked again every 30 s while shown. `tick` counts the polls, for views
 * (the station panel) that refresh with them.
 */
export function useMapData(window: TimeWindow) {
  const stations = useQuery(stationsQuery, window);
  const counties = useQuery(countiesQuery, window);
  const boundaries = useQuery(boundariesQuery, 'outlines');
  const [tick, setTick] = useState(0);
  const { refresh: refreshStations } = stations;
  const { refresh: refreshCounties } = counties;
  useEffect(() => {
    const timer = setInterval(() => {
      void refreshStations();
      void refreshCounties();
      setTick((count) => count + 1);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refreshStations, refreshCounties]);
  return { stations, counties, boundaries, tick };
}
