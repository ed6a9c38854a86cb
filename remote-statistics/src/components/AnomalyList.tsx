import { useTranslation } from 'react-i18next';
import type { Anomaly } from '../api/types';
import { AnomalyReasons } from './AnomalyReasons';

export interface AnomalyListProps {
  readonly rows: readonly Anomaly[];
  /** The first row's rank (later pages). */
  readonly start: number;
  /** The list's name (the page's or the card's heading). */
  readonly label: string;
  readonly busy?: boolean;
}

/** Ranked rows, the most unusual first: each names the station or county, its figures, and why it stands out. */
export function AnomalyList({ rows, start, label, busy = false }: AnomalyListProps) {
  const { t, i18n } = useTranslation('statistics');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const score = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <ol className="obs-statistics-anomalies" start={start} aria-label={label} aria-busy={busy || undefined}>
      {rows.map((row) => (
        <li key={`${row.countyCode}:${row.pollingStationNumber ?? ''}`} className="obs-statistics-anomalies__row">
          <h3 className="obs-statistics-anomalies__label">
            <bdi>{row.label}</bdi>
          </h3>
          <p className="obs-statistics-anomalies__figures">
            {t('anomalies.figures', {
              score: score.format(row.score),
              rate: percent.format(row.rate),
              baseline: percent.format(row.baseline),
              count: row.answers,
            })}
          </p>
          <AnomalyReasons row={row} />
        </li>
      ))}
    </ol>
  );
}
