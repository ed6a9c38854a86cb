import { useTranslation } from 'react-i18next';
import { Button, ButtonVariant } from '@observatory/shared/ui';
import { saveBlob } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import type { MapStation } from '../api/types';
import { isUncovered, uncoveredCsv } from '../lib/stateRules';

/** Saves the uncovered stations among `stations` as CSV (Excel reads the BOM as UTF-8). */
export function ExportUncovered({ stations }: { stations: readonly MapStation[] }) {
  const { t, i18n } = useTranslation('map');
  const count = stations.filter(isUncovered).length;
  const exportCsv = () => {
    const header = [t('csv.county'), t('csv.number'), t('csv.state'), t('csv.latitude'), t('csv.longitude')];
    saveBlob(new Blob([uncoveredCsv(stations, header)], { type: 'text/csv;charset=utf-8' }), t('csv.fileName'));
  };
  return (
    <Button variant={ButtonVariant.BGGRAY} small onClick={exportCsv} disabled={count === 0}>
      {t('table.export', { count, total: formatNumber(count, i18n.language) })}
    </Button>
  );
}
