import type { ReactNode } from 'react';
import { useDescribeError } from '@observatory/shared/area';
import type { ErrorSentences, RequestResult } from '@observatory/shared/area';
import { EmptyState } from '../EmptyState';
import { ErrorIndicator } from '../ErrorIndicator';
import { LoadingIndicator } from '../LoadingIndicator';

export interface AsyncViewProps<T> {
  /** A useRequest result (or anything with its state and retry). */
  readonly request: Pick<RequestResult<T>, 'state' | 'retry'>;
  /** When the data counts as empty. Without it, data is never empty. */
  readonly isEmpty?: (data: T) => boolean;
  /** What an empty result shows; defaults to the kit's EmptyState. */
  readonly empty?: ReactNode;
  /** The loading text; defaults to the kit's "Loading...". */
  readonly loadingLabel?: ReactNode;
  /** The caller's sentences for failures (what failed, and by status); the kit covers the rest. */
  readonly errors?: ErrorSentences;
  /** What nothing-asked-yet shows (a fetcher that returned null). Defaults to nothing. */
  readonly idle?: ReactNode;
  readonly children: (data: T) => ReactNode;
}

/**
 * The four states of a data view, the same everywhere: loading, an error with Retry (a 403 says
 * "no permission" in place; only the shell handles a 401), empty, and the data. While a retry runs
 * after data was shown (useRequest's keepData), the data stays on screen.
 */
export function AsyncView<T>({ request, isEmpty, empty, loadingLabel, errors, idle = null, children }: AsyncViewProps<T>) {
  const describe = useDescribeError();
  const { state, retry } = request;
  if (state.status === 'idle') return <>{idle}</>;
  if (state.status === 'error' && state.data === undefined) {
    return <ErrorIndicator message={describe(state.error, errors)} onRetry={retry} />;
  }
  if (state.status === 'loading' && state.data === undefined) return <LoadingIndicator label={loadingLabel} />;
  const data = state.data as T;
  return (
    <>
      {state.status === 'error' && <ErrorIndicator message={describe(state.error, errors)} onRetry={retry} />}
      {isEmpty?.(data) ? (empty ?? <EmptyState />) : children(data)}
    </>
  );
}
