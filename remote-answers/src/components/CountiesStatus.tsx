import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import type { RequestState } from '@observatory/shared/area';
import type { County } from '@observatory/shared/model';
import { Button, LoadingIndicator } from '@observatory/shared/ui';

/** Under the county field: a note while the counties load, or why they did not, with Retry. */
export function CountiesStatus({ state, onRetry }: { readonly state: RequestState<County[]>; readonly onRetry: () => void }) {
  const { t } = useTranslation('answers');
  const describe = useDescribeError();
  if (state.status === 'loading') return <LoadingIndicator inline label={t('filters.countiesLoading')} />;
  if (state.status !== 'error') return null;
  return (
    <div role="alert" className="obs-answers-counties-error">
      <span>{describe(state.error, { what: t('filters.countiesError') })}</span>{' '}
      <Button small onClick={onRetry}>
        {t('filters.countiesRetry')}
      </Button>
    </div>
  );
}
