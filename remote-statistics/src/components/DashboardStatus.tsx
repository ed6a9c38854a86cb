import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { toIntlLocale } from '@observatory/shared/i18n';
import { EmptyState, ErrorIndicator, LoadingIndicator } from '@observatory/shared/ui';
import type { Dashboard } from '../state/statisticsAtoms';
import { useStatisticTitles } from '../hooks/useStatisticTexts';

export interface DashboardStatusProps {
  readonly dashboard: Dashboard;
  /** Loads the failed cards again. */
  readonly onRetry: () => void;
}

/**
 * What the hidden cards mean, said once for the page (the spec hides cards that are loading, failed
 * or empty, and the original let them vanish silently): one loading state, how many statistics
 * could not be loaded with Retry, "nothing to rank yet", and which statistics have no values.
 */
export function DashboardStatus({ dashboard, onRetry }: DashboardStatusProps) {
  const { t, i18n } = useTranslation('statistics');
  const describe = useDescribeError();
  const titleOf = useStatisticTitles();
  const { cards, counts } = dashboard;
  const failed = cards.find((card) => card.status === 'failed');
  const emptyTitles = cards.filter((card) => card.status === 'empty').map((card) => titleOf(card.key));
  const everythingEmpty = counts.empty === cards.length;
  const list = new Intl.ListFormat(toIntlLocale(i18n.language), { type: 'conjunction' });

  return (
    <div className="obs-stack obs-statistics-status">
      {counts.loading > 0 && <LoadingIndicator label={counts.ready > 0 ? t('dashboard.loadingMore') : t('dashboard.loading')} />}
      {failed && (
        <ErrorIndicator message={describe(failed.error, { what: t('dashboard.failed', { count: counts.failed }) })} onRetry={onRetry} />
      )}
      {everythingEmpty && <EmptyState title={t('dashboard.emptyTitle')} message={t('dashboard.emptyMessage')} />}
      {!everythingEmpty && emptyTitles.length > 0 && (
        <p className="obs-statistics-status__note">
          {t('dashboard.someEmpty', { count: emptyTitles.length, titles: list.format(emptyTitles) })}
        </p>
      )}
    </div>
  );
}
