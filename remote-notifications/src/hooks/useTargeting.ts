import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { County } from '@observatory/shared/model';
import { useHostServices } from '@observatory/shared/services';
import { listActiveObservers } from '../api/listActiveObservers';
import { resolveStationRange } from '../lib/stationRange';
import type { RangeProblem } from '../lib/stationRange';
import { INITIAL_TARGETING, targetingReducer } from '../lib/targeting';

/**
 * The observers filter's state (lib/targeting) with its Search: the range is checked and given
 * its defaults first, then GET /observer/active runs; a newer search or filter change aborts it.
 * `resetKey` changes when the page's link changes: the filter resets then.
 */
export function useTargeting(counties: readonly County[], resetKey: string) {
  const { http } = useHostServices();
  const [state, dispatch] = useReducer(targetingReducer, INITIAL_TARGETING);
  const [searchError, setSearchError] = useState<unknown>(null);
  const running = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const county = counties.find((item) => item.code === state.filter.countyCode) ?? null;
  const searching = state.selection.status === 'pending' && state.selection.searching;

  // A search the filter has moved away from is no longer wanted; nor is any search after unmount.
  useEffect(() => {
    if (!searching) running.current?.abort();
  }, [searching]);
  useEffect(() => () => running.current?.abort(), []);
  // Another link (a roster selection, or none) starts the filter again: Reset, not a remount, so the text typed stays.
  useEffect(() => dispatch({ type: 'reset' }), [resetKey]);

  /** Runs the search; answers the range's problem when it is refused (nothing is asked then). */
  const search = useCallback((): RangeProblem | null => {
    if (!county) return null;
    const resolved = resolveStationRange(state.filter.from, state.filter.to, county.limit);
    if (!resolved.ok) {
      dispatch({ type: 'searchRefused', problem: resolved.problem });
      return resolved.problem;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const id = Math.max(sequence.current, state.search) + 1;
    sequence.current = id;
    setSearchError(null);
    dispatch({ type: 'searchStarted', search: id });
    const { range } = resolved;
    listActiveObservers(http, { countyCode: county.code, from: range.from, to: range.to }, controller.signal).then(
      (observers) => dispatch({ type: 'searchSucceeded', search: id, ids: observers.map((observer) => observer.id), range }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSearchError(error);
        dispatch({ type: 'searchFailed', search: id });
      },
    );
    return null;
  }, [county, http, state.filter.from, state.filter.to, state.search]);

  return { state, dispatch, county, search, searchError };
}
