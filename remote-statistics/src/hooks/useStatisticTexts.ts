import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { STATISTICS } from '../lib/statisticKeys';
import type { StatisticKey } from '../lib/statisticKeys';

/** A statistic's words in the current language: card title and sub-title, column headings, unit. */
export interface StatisticTexts {
  readonly title: string;
  readonly subtitle: string;
  /** What a row is: "County" or "Polling station" (a CSV and list heading). */
  readonly labelHeading: string;
  /** What the value counts: "Observers" or "Irregularities". */
  readonly valueHeading: string;
  /** The value's unit for screen readers, in the plural form the count needs ("12 observers"). */
  readonly unit: (count: number) => string;
}

/** Titles by key, each a literal key so the translation check sees it (the original left them in English). */
function titles(t: TFunction, key: StatisticKey): Pick<StatisticTexts, 'title' | 'subtitle'> {
  switch (key) {
    case 'numar-observatori':
      return { title: t('cards.observers.title'), subtitle: t('cards.observers.subtitle') };
    case 'sesizari-judete':
      return { title: t('cards.countyIrregularities.title'), subtitle: t('cards.countyIrregularities.subtitle') };
    case 'sesizari-sectii':
      return { title: t('cards.stationIrregularities.title'), subtitle: t('cards.stationIrregularities.subtitle') };
    case 'sesizari-deschidere-judete':
      return { title: t('cards.countyOpening.title'), subtitle: t('cards.countyOpening.subtitle') };
    case 'sesizari-deschidere-sectii':
      return { title: t('cards.stationOpening.title'), subtitle: t('cards.stationOpening.subtitle') };
    case 'sesizari-numarare-judete':
      return { title: t('cards.countyCounting.title'), subtitle: t('cards.countyCounting.subtitle') };
    case 'sesizari-numarare-sectii':
      return { title: t('cards.stationCounting.title'), subtitle: t('cards.stationCounting.subtitle') };
  }
}

export function useStatisticTexts(key: StatisticKey): StatisticTexts {
  const { t } = useTranslation('statistics');
  return useMemo(() => {
    const { groupedBy, counts } = STATISTICS[key];
    return {
      ...titles(t, key),
      labelHeading: groupedBy === 'county' ? t('headings.county') : t('headings.pollingStation'),
      valueHeading: counts === 'observers' ? t('headings.observers') : t('headings.irregularities'),
      unit: (count: number) => (counts === 'observers' ? t('units.observers', { count }) : t('units.irregularities', { count })),
    };
  }, [t, key]);
}

/** Any statistic's title in the current language, e.g. to name the ones without values. */
export function useStatisticTitles(): (key: StatisticKey) => string {
  const { t } = useTranslation('statistics');
  return useCallback((key: StatisticKey) => titles(t, key).title, [t]);
}
