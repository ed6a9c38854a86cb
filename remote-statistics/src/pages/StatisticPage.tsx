import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from '@observatory/shared/router';
import { BackLink, PageHeading, Pagination } from '@observatory/shared/ui';
import { STATISTICS_PAGE_SIZE_FULL } from '../api/types';
import { DownloadCsvButton } from '../components/DownloadCsvButton';
import { RefreshControl } from '../components/RefreshControl';
import { StatisticListView } from '../components/StatisticListView';
import { useAutoRefresh } from '../hooks/useAutoRefresh';
import { useStatisticTexts } from '../hooks/useStatisticTexts';
import { largestValue } from '../lib/barScale';
import { isStatisticKey } from '../lib/statisticKeys';
import type { StatisticKey } from '../lib/statisticKeys';
import { heldSinceOf, refreshStatisticAtom, showStatisticPageAtom, statisticAtoms } from '../state/statisticsAtoms';

/** The page number in `?page=`: a whole number from 1, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `/statistics/:key` for a key that names no statistic: said inside the area, with the way back. */
function UnknownStatistic() {
  const { t } = useTranslation('statistics');
  return (
    <section className="obs-page obs-stack">
      <PageHeading>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.message')}</p>
      <p>
        <BackLink to="..">{t('page.back')}</BackLink>
      </p>
    </section>
  );
}

/** One statistic in full: pages of 20 with the shared pagination, bars as on the card, Refresh, CSV. */
function FullStatistic({ statisticKey }: { readonly statisticKey: StatisticKey }) {
  const { t } = useTranslation('statistics');
  const texts = useStatisticTexts(statisticKey);
  const { top, full } = statisticAtoms[statisticKey];
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const view = useAtomValue(full.viewAtom);
  const topView = useAtomValue(top.viewAtom);
  // Totals survive page changes and refreshes, so the pagination (and the focus on it) stays.
  const { totalItems, totalPages } = useAtomValue(full.listAtom);
  const show = useSetAtom(showStatisticPageAtom);
  const refresh = useSetAtom(refreshStatisticAtom);
  const loadPage = useSetAtom(full.loadPageAtom);

  useEffect(() => {
    void show(statisticKey, page);
  }, [show, statisticKey, page]);
  useAutoRefresh(() => void refresh(statisticKey), heldSinceOf(view));

  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });
  const pastTheEnd = view.held !== undefined && totalPages > 0 && page > totalPages;
  useEffect(() => {
    // A bookmarked page that no longer exists: show the last one instead of an empty list.
    if (pastTheEnd) setSearchParams({ page: String(totalPages) }, { replace: true });
  }, [pastTheEnd, totalPages, setSearchParams]);

  const start = (page - 1) * STATISTICS_PAGE_SIZE_FULL + 1;
  return (
    <section className="obs-page obs-stack obs-statistics-full">
      <p>
        <BackLink to="..">{t('page.back')}</BackLink>
      </p>
      <header className="obs-page-header">
        <div className="obs-statistics-full__title">
          <PageHeading>{texts.title}</PageHeading>
          <p className="obs-card__subtitle">{texts.subtitle}</p>
        </div>
        <div className="obs-toolbar">
          <RefreshControl
            updatedAt={view.shown?.fetchedAt ?? null}
            refreshing={view.loading && view.shown !== undefined}
            onRefresh={() => refresh(statisticKey)}
          />
          <DownloadCsvButton statisticKey={statisticKey} />
        </div>
      </header>
      <StatisticListView
        statisticKey={statisticKey}
        view={view}
        onRetry={() => void loadPage(page)}
        largest={topView.shown ? largestValue(topView.shown.value.data) : undefined}
        start={start}
      />
      {/* Kept when a page fails to load: the button pressed keeps focus, and another page can be chosen. */}
      <Pagination
        page={page}
        pageSize={STATISTICS_PAGE_SIZE_FULL}
        totalItems={totalItems}
        totalPages={totalPages}
        onPageChange={goTo}
        label={t('page.pagination', { title: texts.title })}
      />
    </section>
  );
}

/** `/statistics/:key`: the statistic the key names, or a clear not-found inside the area. */
export function StatisticPage() {
  const { key } = useParams();
  return isStatisticKey(key) ? <FullStatistic key={key} statisticKey={key} /> : <UnknownStatistic />;
}
