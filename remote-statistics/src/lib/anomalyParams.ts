import type { AnomalyLevel } from '../api/types';

/** The anomaly page's address: which level, which form (0: every form), which page. */
export interface AnomalyView {
  readonly level: AnomalyLevel;
  readonly formId: number;
  readonly page: number;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 0;
};

export function readAnomalyView(search: URLSearchParams): AnomalyView {
  return {
    level: search.get('level') === 'county' ? 'county' : 'station',
    formId: positive(search.get('formId')),
    page: positive(search.get('page')) || 1,
  };
}

/** Only what differs from the defaults (stations, every form, page 1), so /statistics/anomalies stays clean. */
export function writeAnomalyView(view: AnomalyView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.level === 'county') search.set('level', 'county');
  if (view.formId) search.set('formId', String(view.formId));
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}
