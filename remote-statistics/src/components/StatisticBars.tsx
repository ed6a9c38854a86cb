import { useTranslation } from 'react-i18next';
import { formatNumber } from '@observatory/shared/i18n';
import { VisuallyHidden } from '@observatory/shared/ui';
import type { StatisticValue } from '../api/types';
import { barPercent } from '../lib/barScale';

export interface StatisticBarsProps {
  readonly values: readonly StatisticValue[];
  /** What every bar is measured against: the card's (or the statistic's) largest value. */
  readonly largest: number;
  /** The value's unit for screen readers ("observers"), in the form the count needs. */
  readonly unit: (count: number) => string;
  /** Id of the heading that names the list. */
  readonly labelledBy: string;
  /** The first row's rank, for later pages of a statistic. Defaults to 1. */
  readonly start?: number;
  /** True while newer figures load: the list is marked busy for assistive technology. */
  readonly busy?: boolean;
}

/**
 * A ranked list of horizontal bars in plain HTML: each row has its label and number as text (the
 * bar's length and colour add nothing a reader needs), inside an ordered list screen readers walk.
 */
export function StatisticBars({ values, largest, unit, labelledBy, start = 1, busy = false }: StatisticBarsProps) {
  const { i18n } = useTranslation();
  return (
    <ol className="obs-statistics-bars" start={start} aria-labelledby={labelledBy} aria-busy={busy || undefined}>
      {values.map((row, index) => (
        <li key={`${start + index}:${row.label}`} className="obs-statistics-bars__row">
          <div className="obs-statistics-bars__content">
            <span className="obs-statistics-bars__label">
              <bdi>{row.label}</bdi>
            </span>
            <span className="obs-statistics-bars__track" aria-hidden="true">
              <span className="obs-statistics-bars__fill" style={{ width: `${barPercent(row.value, largest)}%` }} />
            </span>
            <span className="obs-statistics-bars__value">
              {formatNumber(row.value, i18n.language)}
              <VisuallyHidden> {unit(row.value)}</VisuallyHidden>
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
