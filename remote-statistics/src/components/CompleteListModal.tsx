import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from '@observatory/shared/router';
import { formatNumber } from '@observatory/shared/i18n';
import { Modal } from '@observatory/shared/ui';
import { useStatisticTexts } from '../hooks/useStatisticTexts';
import type { StatisticKey } from '../lib/statisticKeys';
import { showCompleteListAtom, statisticAtoms } from '../state/statisticsAtoms';
import { DownloadCsvButton } from './DownloadCsvButton';
import { StatisticListView } from './StatisticListView';

export interface CompleteListModalProps {
  readonly statisticKey: StatisticKey;
  readonly onClose: () => void;
}

/**
 * 'See complete list': the first 20 values (a request of page size 20, where the original showed
 * the same 5 again), a link to the statistic's own page for the rest, and the CSV download. The
 * kit's Modal traps focus and gives it back to the card's button on close.
 */
export function CompleteListModal({ statisticKey, onClose }: CompleteListModalProps) {
  const { t, i18n } = useTranslation('statistics');
  const texts = useStatisticTexts(statisticKey);
  const { full } = statisticAtoms[statisticKey];
  const view = useAtomValue(full.viewAtom);
  const show = useSetAtom(showCompleteListAtom);
  const loadPage = useSetAtom(full.loadPageAtom);
  useEffect(() => {
    void show(statisticKey);
  }, [show, statisticKey]);

  const page = view.shown?.value;
  const more = page !== undefined && page.totalItems > page.data.length;
  return (
    <Modal open size="large" title={texts.title} onClose={onClose} footer={<DownloadCsvButton statisticKey={statisticKey} />}>
      <p className="obs-card__subtitle">{texts.subtitle}</p>
      {/* In the body, not the footer: the body scrolls, and a scrolling region needs something to focus (WCAG 2.1.1). */}
      <p>
        <Link className="obs-link" to={statisticKey}>
          {t('modal.openPage')}
        </Link>
      </p>
      {more && (
        <p className="obs-statistics-modal__more">
          {t('modal.firstOf', {
            count: page.totalItems,
            shown: formatNumber(page.data.length, i18n.language),
            total: formatNumber(page.totalItems, i18n.language),
          })}
        </p>
      )}
      <StatisticListView statisticKey={statisticKey} view={view} onRetry={() => void loadPage(1)} headingLevel={3} />
    </Modal>
  );
}
