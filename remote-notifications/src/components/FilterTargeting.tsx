import { useTranslation } from 'react-i18next';
import type { RequestResult } from '@observatory/shared/area';
import { useDescribeError } from '@observatory/shared/area';
import { ErrorIndicator, LoadingIndicator } from '@observatory/shared/ui';
import type { RequestState } from '@observatory/shared/area';
import type { County } from '@observatory/shared/model';
import type { useTargeting } from '../hooks/useTargeting';
import { RecipientFilter } from './RecipientFilter';
import { TargetSummary } from './TargetSummary';

interface FilterTargetingProps {
  readonly counties: { readonly state: RequestState<County[]>; readonly retry: () => void };
  readonly targeting: ReturnType<typeof useTargeting>;
  /** GET /observer/count: whom a send without filter reaches. */
  readonly everyone: Pick<RequestResult<number>, 'state' | 'retry'>;
}

/** The recipients without a roster selection: the observers filter once the counties are in, and who it reaches. */
export function FilterTargeting({ counties, targeting, everyone }: FilterTargetingProps) {
  const { t } = useTranslation('notifications');
  const describe = useDescribeError();
  const { state, dispatch, county, search, searchError } = targeting;
  const summary = (
    <TargetSummary selection={state.selection} county={county} everyone={everyone} searchError={searchError} onRetrySearch={search} />
  );
  if (counties.state.status === 'error') {
    // Without counties there is no filter, but sending to everyone still works.
    return (
      <>
        <ErrorIndicator message={describe(counties.state.error, { what: t('filter.countiesError') })} onRetry={counties.retry} />
        {summary}
      </>
    );
  }
  if (counties.state.status !== 'success') return <LoadingIndicator />;
  return (
    <RecipientFilter
      counties={counties.state.data}
      filter={state.filter}
      county={county}
      problem={state.problem}
      onCountyChange={(countyCode) => dispatch({ type: 'countyChanged', countyCode })}
      onRangeChange={(field, value) => dispatch({ type: 'rangeChanged', field, value })}
      onSearch={search}
      onReset={() => dispatch({ type: 'reset' })}
    >
      {summary}
    </RecipientFilter>
  );
}
