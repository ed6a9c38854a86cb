import type { StationState } from '../api/types';
import { readState, readWindow } from './stateRules';
import type { TimeWindow } from './stateRules';

/** What the map shows, held in the address so a reload, a link or Back keeps it. */
export interface MapSearch {
  readonly view: 'map' | 'table';
  readonly county?: string;
  readonly state?: StationState;
  readonly urgentOnly: boolean;
  readonly window: TimeWindow;
  /** The station whose panel is open. */
  readonly station: number | null;
}

export function readMapSearch(search: URLSearchParams): MapSearch {
  const station = Number(search.get('station'));
  return {
    view: search.get('view') === 'table' ? 'table' : 'map',
    county: search.get('county') || undefined,
    state: readState(search.get('state')),
    urgentOnly: search.get('urgent') === '1',
    window: readWindow(search.get('window')),
    station: Number.isInteger(station) && station > 0 ? station : null,
  };
}

export function writeMapSearch(value: MapSearch): URLSearchParams {
  const search = new URLSearchParams();
  if (value.view === 'table') search.set('view', 'table');
  if (value.county) search.set('county', value.county);
  if (value.state) search.set('state', value.state);
  if (value.urgentOnly) search.set('urgent', '1');
  if (value.window !== 'all') search.set('window', value.window);
  if (value.station !== null) search.set('station', String(value.station));
  return search;
}

/** The answers area's details of one thread, from the urgent list (an absolute host path). */
export function threadPath(observerId: number, stationId: number): string {
  return `/urgents/details/${observerId}/${stationId}`;
}

/** The notifications screen with these observers chosen (spec: `toObserverIds`, a JSON array). */
export function notifyPath(observerIds: readonly number[]): string {
  return `/notifications?toObserverIds=${encodeURIComponent(JSON.stringify(observerIds))}`;
}
