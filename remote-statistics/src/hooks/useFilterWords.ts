import { useTranslation } from 'react-i18next';
import type { County } from '@observatory/shared/model';
import type { FilterValues } from '../lib/resultFilters';

/** The filters in use in words, one phrase each ("Cluj (CJ)", "stations 10 to 200", "urgent only"), for files and the empty state. */
export function useFilterWords(filters: FilterValues, counties: readonly County[]): string[] {
  const { t } = useTranslation('statistics');
  const words: string[] = [];
  if (filters.county) {
    const county = counties.find((candidate) => candidate.code === filters.county);
    words.push(county ? `${county.name} (${county.code})` : filters.county);
  }
  const { fromPollingStationNumber: first, toPollingStationNumber: last } = filters;
  if (first && last) words.push(t('filters.words.stations', { from: first, to: last }));
  else if (first) words.push(t('filters.words.stationsFrom', { from: first }));
  else if (last) words.push(t('filters.words.stationsTo', { to: last }));
  if (filters.from) words.push(t('filters.words.from', { time: filters.from.replace('T', ' ') }));
  if (filters.to) words.push(t('filters.words.to', { time: filters.to.replace('T', ' ') }));
  if (filters.urgent) words.push(t('filters.words.urgent'));
  if (filters.followUp) words.push(t(`filters.followUpStatus.${filters.followUp}`));
  return words;
}
