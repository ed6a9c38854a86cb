import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@observatory/shared/ui';
import { CompleteListModal } from '../components/CompleteListModal';
import { DashboardStatus } from '../components/DashboardStatus';
import { AnomaliesCard, FormResultsCard } from '../components/ExplainCards';
import { RefreshControl } from '../components/RefreshControl';
import { StatisticCard } from '../components/StatisticCard';
import { useAutoRefresh } from '../hooks/useAutoRefresh';
import type { StatisticKey } from '../lib/statisticKeys';
import { dashboardAtom, refreshDashboardAtom, retryFailedCardsAtom, showDashboardAtom } from '../state/statisticsAtoms';

/**
 * The statistics dashboard (/statistics): the seven ranked cards in a 3, 2 or 1 column grid, one
 * line saying what is hidden and why, Refresh with the time of the figures, and the complete list
 * of a card in a modal. While the page is visible the figures refresh every minute in place.
 */
export function DashboardPage() {
  const { t } = useTranslation('statistics');
  const dashboard = useAtomValue(dashboardAtom);
  const show = useSetAtom(showDashboardAtom);
  const refreshAll = useSetAtom(refreshDashboardAtom);
  const retryFailed = useSetAtom(retryFailedCardsAtom);
  // The modal lives here, not in its card: a card hidden by a failed refresh must not close it.
  const [openKey, setOpenKey] = useState<StatisticKey | null>(null);
  const pageRef = useRef<HTMLElement>(null);
  const modalWasOpen = useRef(false);
  useEffect(() => {
    // The modal gives focus back to the card's button; a failed refresh may have hidden that card
    // meanwhile, and focus would fall to the document: the page's heading takes it instead. Only
    // after a modal: on the page's first load focus stays at the start (the skip link comes first).
    if (openKey !== null) modalWasOpen.current = true;
    else if (modalWasOpen.current) {
      modalWasOpen.current = false;
      if (document.activeElement === document.body) pageRef.current?.querySelector<HTMLElement>('h1')?.focus();
    }
  }, [openKey]);

  useEffect(() => {
    void show();
  }, [show]);
  const refresh = useCallback(() => refreshAll(openKey), [refreshAll, openKey]);
  useAutoRefresh(() => void refresh(), dashboard.heldSince);

  const shown = dashboard.cards.filter((card) => card.status === 'ready');
  return (
    <section ref={pageRef} className="obs-page obs-stack obs-statistics-dashboard">
      <header className="obs-page-header">
        <PageHeading>{t('title')}</PageHeading>
        <RefreshControl updatedAt={dashboard.updatedAt} refreshing={dashboard.refreshing} onRefresh={refresh} />
      </header>
      <p className="obs-statistics-intro">{t('dashboard.intro')}</p>
      <DashboardStatus dashboard={dashboard} onRetry={() => void retryFailed()} />
      {shown.length > 0 && (
        <div className="obs-statistics-grid">
          {shown.map((card) => (
            <StatisticCard key={card.key} statisticKey={card.key} values={card.values} refreshing={card.refreshing} onSeeAll={setOpenKey} />
          ))}
        </div>
      )}
      <div className="obs-statistics-grid">
        <FormResultsCard />
        <AnomaliesCard stamp={dashboard.updatedAt} />
      </div>
      {openKey && <CompleteListModal statisticKey={openKey} onClose={() => setOpenKey(null)} />}
    </section>
  );
}
