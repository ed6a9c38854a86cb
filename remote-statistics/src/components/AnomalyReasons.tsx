import { useTranslation } from 'react-i18next';
import type { Anomaly, AnomalyReason } from '../api/types';
import { countyAnswersLink, stationAnswersLink } from '../lib/resultFilters';
import { ShellLink } from './ShellLink';

/** A ratio as people say it: "3.1×" (one decimal, the person's separator). */
function useRatio() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  return (ratio: number) => `${format.format(ratio)}×`;
}

/** One reason in words, and where its threads are listed. */
function useReason(row: Anomaly) {
  const { t } = useTranslation('statistics');
  const ratio = useRatio();
  const station = row.pollingStationNumber;
  return (reason: AnomalyReason): { readonly words: string; readonly link: string } => {
    const stationLink = (options: { urgent?: boolean; questionId?: number } = {}) =>
      station === undefined ? countyAnswersLink(row.countyCode, options.urgent) : stationAnswersLink(row.countyCode, station, options);
    switch (reason.code) {
      case 'flag-rate': {
        const values = { ratio: ratio(reason.params.ratio), count: reason.params.answers, flagged: reason.params.flagged };
        return {
          words: station === undefined ? t('anomalies.reasons.flagRateCounty', values) : t('anomalies.reasons.flagRate', values),
          link: stationLink({ urgent: true }),
        };
      }
      case 'disagreement':
        return 'stations' in reason.params
          ? { words: t('anomalies.reasons.disagreementCounty', { count: reason.params.stations }), link: stationLink() }
          : {
              words: t('anomalies.reasons.disagreement', { count: reason.params.observers, question: reason.params.questionCode }),
              link: stationLink({ questionId: reason.params.questionId }),
            };
      case 'urgent-notes-burst':
        return 'stations' in reason.params
          ? { words: t('anomalies.reasons.burstCounty', { count: reason.params.stations }), link: stationLink({ urgent: true }) }
          : {
              words: t('anomalies.reasons.burst', { count: reason.params.notes, minutes: reason.params.minutes }),
              link: stationLink({ urgent: true }),
            };
    }
  };
}

/** Why a row stands out, one reason a line, each linking to the threads behind it. */
export function AnomalyReasons({ row }: { readonly row: Anomaly }) {
  const { t } = useTranslation('statistics');
  const say = useReason(row);
  return (
    <ul className="obs-statistics-reasons">
      {row.reasons.map((reason, index) => {
        const { words, link } = say(reason);
        return (
          <li key={`${reason.code}:${index}`}>
            {words}{' '}
            <ShellLink to={link} aria-label={t('anomalies.threadsFor', { reason: words, label: row.label })}>
              {t('anomalies.threads')}
            </ShellLink>
          </li>
        );
      })}
    </ul>
  );
}
