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
  return (
    <dl className="obs-answers-info">
      <div>
        <dt>{t('details.info.arrival')}</dt>
        <dd>
          <DateTime value={info.observerArrivalTime} empty={t('details.info.notRecorded')} />
        </dd>
      </div>
      <div>
        <dt>{t('details.info.departure')}</dt>
        <dd>
          <DateTime value={info.observerLeaveTime} empty={t('details.info.notRecorded')} />
        </dd>
      </div>
      <div>
        <dt>{t('details.info.urbanArea')}</dt>
        <dd>{yesNo(info.urbanArea)}</dd>
      </div>
      <div>
        <dt>{t('details.info.womanPresident')}</dt>
        <dd>{yesNo(info.isPollingStationPresidentFemale)}</dd>
      </div>
    </dl>
  );
}
