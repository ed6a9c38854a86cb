import { useCallback, useEffect, useRef, useState } from 'react';
import type { DependencyList } from 'react';

/** What a data view shows: nothing asked yet, loading, failed or loaded. */
export type RequestState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly data?: T }
  | { readonly status: 'error'; readonly error: unknown; readonly data?: T }
  | { readonly status: 'success'; readonly data: T };

export interface RequestResult<T> {
  readonly state: RequestState<T>;
  /** The latest data: while reloading or after a failed reload too when `keepData` is set. */
  readonly data: T | undefined;
  readonly error: unknown;
  readonly loading: boolean;
  /** Runs the request again with the same input (the Retry of an error, a Refresh button). */
  readonly retry: () => void;
  /** Replaces the data held, e.g. after an optimistic change or a save that returned the new value. */
  readonly setData: (update: (current: T | undefined) => T) => void;
}

export interface RequestOptions {
  /** Keep showing the previous data while a new request for other input or a retry runs. */
  readonly keepData?: boolean;
}

/**
 * A request that follows its input. `fetcher` receives an AbortSignal and returns a promise, or
 * null when there is nothing to ask yet (state 'idle'). It runs when `deps` change (shallow
 * comparison), on `retry()`, and is aborted when the input changes again before it answers and on
 * unmount, so a slow answer for an old input never overwrites the new one.
 *
 * `deps` are checked by the lint like useEffect's (react-hooks/exhaustive-deps lists useRequest in
 * `additionalHooks`), so no call site needs to silence the rule.
 */
export function useRequest<T>(
  fetcher: (signal: AbortSignal) => Promise<T> | null,
  deps: DependencyList,
  options: RequestOptions = {},
): RequestResult<T> {
  const { keepData = false } = options;
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const version = useInputVersion(deps);
  // The fetcher of the latest render; the request effect below runs after this one.
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });

  useEffect(() => {
    const controller = new AbortController();
    const pending = latestFetcher.current(controller.signal);
    if (!pending) {
      setState({ status: 'idle' });
      return () => controller.abort();
    }
    setState((previous) => ({ status: 'loading', data: keepData ? dataOf(previous) : undefined }));
    pending.then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', error, data: keepData ? dataOf(previous) : undefined }));
      },
    );
    return () => controller.abort();
  }, [version, attempt, keepData]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T) => {
    setState((previous) => ({ status: 'success', data: update(dataOf(previous)) }));
  }, []);
  return {
    state,
    data: dataOf(state),
    error: state.status === 'error' ? state.error : undefined,
    loading: state.status === 'loading',
    retry,
    setData,
  };
}

function dataOf<T>(state: RequestState<T>): T | undefined {
  return state.status === 'idle' ? undefined : state.data;
}

/** A number that grows each time `deps` differ (Object.is per item) from the previous render's. */
function useInputVersion(deps: DependencyList): number {
  const [tracked, setTracked] = useState({ deps, version: 0 });
  if (sameDeps(tracked.deps, deps)) return tracked.version;
  // Updating state while rendering is React's pattern for "derive from the previous render".
  const version = tracked.version + 1;
  setTracked({ deps, version });
  return version;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}
