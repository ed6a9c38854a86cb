import { useTranslation } from 'react-i18next';
import { DateTime } from '@observatory/shared/ui';
import type { AnswerExtra } from '../api/types';

/**
 * Read-only, above the tabs: arrival and departure times, urban area, woman president (the
 * observer's check-in, `pollingStationInfo`). Yes and no are words, not ticked boxes.
 */
export function StationInfo({ info }: { readonly info: AnswerExtra | null }) {
  const { t } = useTranslation('answers');
  if (!info) return <p className="obs-answers-muted">{t('details.info.noCheckIn')}</p>;
  const yesNo = (value: boolean | null) =>
    value === null ? t('details.info.notRecorded') : value ? t('details.info.yes') : t('details.info.no');
  const items = [
    { label: t('details.info.arrival'), value: <DateTime value={info.observerArrivalTime} empty={t('details.info.notRecorded')} /> },
    { label: t('details.info.departure'), value: <DateTime value={info.observerLeaveTime} empty={t('details.info.notRecorded')} /> },
    { label: t('details.info.urbanArea'), value: yesNo(info.urbanArea) },
    { label: t('details.info.womanPresident'), value: yesNo(info.isPollingStationPresidentFemale) },
  ];
  return (
    <dl className="obs-answers-info">
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
