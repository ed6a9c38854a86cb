import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AsyncView, EmptyState } from '@observatory/shared/ui';
import { requestStateOf } from '@observatory/shared/state';
import type { PageResult, QueryView } from '@observatory/shared/state';
import type { StatisticValue } from '../api/types';
import { useStatisticTexts } from '../hooks/useStatisticTexts';
import { largestValue } from '../lib/barScale';
import type { StatisticKey } from '../lib/statisticKeys';
import { StatisticBars } from './StatisticBars';

export interface StatisticListViewProps {
  readonly statisticKey: StatisticKey;
  /** The list's view: the page on screen (or the one before it while it loads), its failure. */
  readonly view: QueryView<unknown, PageResult<StatisticValue>>;
  /** Loads the page again after a failure. */
  readonly onRetry: () => void;
  /** The statistic's largest value when known beyond this page (later pages are measured against it). */
  readonly largest?: number;
  /** The rank of this page's first row. */
  readonly start?: number;
  /** Heading level of the empty state, to fit the outline around it. */
  readonly headingLevel?: 2 | 3;
}

/** A page of one statistic in its four states: loading, error with Retry (403 in place), empty, bars. */
export function StatisticListView({ statisticKey, view, onRetry, largest, start = 1, headingLevel = 2 }: StatisticListViewProps) {
  const { t } = useTranslation('statistics');
  const texts = useStatisticTexts(statisticKey);
  const captionId = useId();
  return (
    <AsyncView
      request={{ state: requestStateOf(view), retry: onRetry }}
      isEmpty={(page) => page.data.length === 0}
      empty={<EmptyState headingLevel={headingLevel} title={t('list.emptyTitle')} message={t('list.emptyMessage')} />}
      errors={{ what: t('list.loadError') }}
    >
      {(page) => (
        <>
          <p id={captionId} className="obs-visually-hidden">
            {t('list.caption', { title: texts.title, label: texts.labelHeading, value: texts.valueHeading })}
          </p>
          <StatisticBars
            values={page.data}
            largest={Math.max(largest ?? 0, largestValue(page.data))}
            unit={texts.unit}
            labelledBy={captionId}
            start={start}
            busy={view.loading}
          />
        </>
      )}
    </AsyncView>
  );
}
