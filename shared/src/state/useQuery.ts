import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { RequestResult, RequestState } from '@observatory/shared/area';
import type { QueryAtoms, QueryView } from './createQueryAtoms';

export interface QueryResult<Params, Value> extends Omit<RequestResult<Value>, 'setData'> {
  /** The query's view (held value, the one shown, when it arrived), for what the state does not say. */
  readonly view: QueryView<Params, Value>;
  /** Asks again for the params on screen; what is shown stays meanwhile. Same as `retry`. */
  readonly refresh: () => Promise<void>;
}

/**
 * A query's view as a request state, so AsyncView draws held data exactly as it draws a
 * useRequest: loading (with the value shown before, if any), error (with the held value, if any),
 * success. `current` false: the view still shows other params than the ones asked for.
 */
export function requestStateOf<Params, Value>(view: QueryView<Params, Value>, current = true): RequestState<Value> {
  if (!current) return view.shown ? { status: 'loading', data: view.shown.value } : { status: 'loading' };
  if (view.error !== null && view.error !== undefined) return { status: 'error', error: view.error, data: view.held?.value };
  if (view.held && !view.loading) return { status: 'success', data: view.held.value };
  if (view.params === undefined) return { status: 'loading' };
  return { status: 'loading', data: view.shown?.value };
}

/**
 * Shows `params` of a query made with createQueryAtoms (null: nothing to ask yet) and follows
 * them: each new key is shown (fetched only as the query's rules allow), and the result has the
 * shape of useRequest's, so AsyncView draws it. Several views may read one query; only one should
 * drive it with this hook.
 */
export function useQuery<Params, Value>(query: QueryAtoms<Params, Value>, params: Params | null): QueryResult<Params, Value> {
  const view = useAtomValue(query.viewAtom);
  const show = useSetAtom(query.showAtom);
  const key = params === null ? null : query.keyOf(params);
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  });
  useEffect(() => {
    if (latest.current !== null) void show(latest.current);
  }, [show, key]);
  const refresh = useCallback(async () => {
    if (latest.current !== null) await show(latest.current, { refresh: true });
  }, [show]);
  const current = key !== null && view.params !== undefined && query.keyOf(view.params) === key;
  const state: RequestState<Value> = key === null ? { status: 'idle' } : requestStateOf(view, current);
  return {
    view,
    state,
    data: state.status === 'idle' ? undefined : state.data,
    error: state.status === 'error' ? state.error : undefined,
    loading: state.status === 'loading',
    retry: () => void refresh(),
    refresh,
  };
}
