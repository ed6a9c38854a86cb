import { useCallback, useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import type { County } from '@observatory/shared/model';
import { useHostServices } from '@observatory/shared/services';
import { listActiveObservers } from '../api/listActiveObservers';
import { resolveStationRange } from '../lib/stationRange';
import type { RangeProblem } from '../lib/stationRange';
import { targetingReducer } from '../lib/targeting';
import type { TargetingEvent } from '../lib/targeting';
import { targetingAtom } from '../state/targeting';

/**
 * The observers filter's state (lib/targeting, held in the area's store so a visit to the history
 * keeps it) with its Search: the range is checked and given its defaults first, then
 * GET /observer/active runs; a newer search or filter change aborts it. `resetKey` is the page's
 * link: another link than the one the held filter belongs to resets it.
 */
export function useTargeting(counties: readonly County[], resetKey: string) {
  const { http } = useHostServices();
  const [held, setHeld] = useAtom(targetingAtom);
  const { state, searchError } = held;
  const running = useRef<AbortController | null>(null);
  const sequence = useRef(0);
  const county = counties.find((item) => item.code === state.filter.countyCode) ?? null;
  const searching = state.selection.status === 'pending' && state.selection.searching;

  const dispatch = useCallback(
    (event: TargetingEvent) => setHeld((current) => ({ ...current, state: targetingReducer(current.state, event) })),
    [setHeld],
  );
  const setSearchError = useCallback((error: unknown) => setHeld((current) => ({ ...current, searchError: error })), [setHeld]);

  // A search the filter has moved away from is no longer wanted.
  useEffect(() => {
    if (!searching) running.current?.abort();
  }, [searching]);
  // Nor is one after the page goes: it is aborted, and the held filter waits for Search again.
  useEffect(
    () => () => {
      if (!running.current || running.current.signal.aborted) return;
      running.current.abort();
      dispatch({ type: 'searchAbandoned', search: sequence.current });
    },
    [dispatch],
  );
  // Another link (a roster selection, or none) starts the filter again: Reset, not a remount, so the text typed stays.
  useEffect(() => {
    setHeld((current) =>
      current.key === resetKey ? current : { key: resetKey, state: targetingReducer(current.state, { type: 'reset' }), searchError: null },
    );
  }, [resetKey, setHeld]);

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
  }, [county, http, state.filter.from, state.filter.to, state.search, dispatch, setSearchError]);

  return { state, dispatch, county, search, searchError };
}
