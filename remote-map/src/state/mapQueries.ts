import { createQueryAtoms } from '@observatory/shared/state';
import { readServices } from '@observatory/shared/area';
import { getBoundaries } from '../api/getBoundaries';
import { getStation } from '../api/getStation';
import { listCounties } from '../api/listCounties';
import { listStations } from '../api/listStations';
import type { Boundaries, MapCounty, MapStation, MapStationDetail } from '../api/types';
import { sinceOf } from '../lib/stateRules';
import type { TimeWindow } from '../lib/stateRules';
import { servicesAtom } from './services';

/**
 * The map's server data. The params name the time window, not a time: "the last hour" is measured
 * again at each poll while the held value (and the ETag the browser revalidates) stays the same key.
 * Every station of the scope is asked once; the county filter is applied on screen.
 */
export const stationsQuery = createQueryAtoms<TimeWindow, readonly MapStation[]>({
  fetch: (window, signal, get) => listStations(readServices(get, servicesAtom).http, { since: sinceOf(window, Date.now()) }, signal),
  maxAgeMs: 0,
  maxHeld: 1,
});

export const countiesQuery = createQueryAtoms<TimeWindow, readonly MapCounty[]>({
  fetch: (window, signal, get) => listCounties(readServices(get, servicesAtom).http, sinceOf(window, Date.now()), signal),
  maxAgeMs: 0,
  maxHeld: 1,
});

/** The outlines change only with the deployment: asked once per visit. */
export const boundariesQuery = createQueryAtoms<'outlines', Boundaries | null>({
  fetch: (_, signal, get) => getBoundaries(readServices(get, servicesAtom).http, signal),
  maxAgeMs: Number.POSITIVE_INFINITY,
});

export const stationQuery = createQueryAtoms<number, MapStationDetail>({
  fetch: (id, signal, get) => getStation(readServices(get, servicesAtom).http, id, signal),
  maxAgeMs: 0,
  keepPrevious: false,
  maxHeld: 1,
});
