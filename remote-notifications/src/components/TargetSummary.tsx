import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import type { RequestResult } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import type { County } from '@observatory/shared/model';
import { ErrorIndicator } from '@observatory/shared/ui';
import { countyLabel } from '../lib/matchCounties';
import type { Selection } from '../lib/targeting';

interface TargetSummaryProps {
  readonly selection: Selection;
  readonly county: County | null;
  /** GET /observer/count, for the filter-unused state. */
  readonly everyone: Pick<RequestResult<number>, 'state' | 'retry'>;
  readonly searchError: unknown;
  readonly onRetrySearch: () => void;
}

/**
 * Who the notification will reach, in one sentence that follows the targeting state (a polite
 * status region, so the result of a search is announced), with Retry where a request failed.
 */
export function TargetSummary({ selection, county, everyone, searchError, onRetrySearch }: TargetSummaryProps) {
  const { t, i18n } = useTranslation('notifications');
  const describe = useDescribeError();
  const number = (value: number) => formatNumber(value, i18n.language);
  let sentence = '';
  let failure = null;
  if (selection.status === 'unused') {
    const count = everyone.state.status === 'success' ? everyone.state.data : null;
    sentence = count === null ? t('target.everyoneLoading') : t('target.everyone', { count, total: number(count) });
    if (everyone.state.status === 'error') {
      failure = <ErrorIndicator message={describe(everyone.state.error, { what: t('target.countError') })} onRetry={everyone.retry} />;
    }
  } else if (selection.status === 'pending') {
    sentence = selection.searching ? t('target.searching') : t('target.pending');
    if (selection.failed)
      failure = <ErrorIndicator message={describe(searchError, { what: t('filter.searchError') })} onRetry={onRetrySearch} />;
  } else {
    const where = { from: number(selection.range.from), to: number(selection.range.to), county: county ? countyLabel(county) : '' };
    sentence =
      selection.ids.length === 0
        ? t('target.noneFound', where)
        : t('target.found', { count: selection.ids.length, total: number(selection.ids.length), ...where });
  }
  return (
    <div className="obs-notifications-target">
      <p role="status" className="obs-notifications-target__sentence">
        {sentence}
      </p>
      {failure}
    </div>
  );
}
