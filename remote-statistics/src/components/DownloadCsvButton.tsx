import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, useDescribeError } from '@observatory/shared/area';
import { useHostServices } from '@observatory/shared/services';
import { Button, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { getWholeStatistic } from '../api/getWholeStatistic';
import { useStatisticTexts } from '../hooks/useStatisticTexts';
import { toCsv } from '../lib/csv';
import { STATISTICS } from '../lib/statisticKeys';
import type { StatisticKey } from '../lib/statisticKeys';

/** The file's name: the statistic's key, which is also its address (`/statistics/<key>`). */
const csvFileName = (key: StatisticKey) => `${key}.csv`;

/**
 * Downloads the whole statistic (every row, not only the page on screen) as CSV built in the
 * browser: label and value under headings in the current language, text escaped as the API's
 * exports escape it. Busy while it runs; a failure is said in a toast and in the status region.
 */
export function DownloadCsvButton({ statisticKey }: { readonly statisticKey: StatisticKey }) {
  const { t } = useTranslation('statistics');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const texts = useStatisticTexts(statisticKey);
  const { announce, message } = useAnnounce();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    announce(t('download.started'));
    try {
      const rows = await getWholeStatistic(http, STATISTICS[statisticKey].method);
      const csv = toCsv(
        [texts.labelHeading, texts.valueHeading],
        rows.map((row) => [row.label, row.value]),
      );
      saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvFileName(statisticKey));
      announce(t('download.done', { file: csvFileName(statisticKey) }));
    } catch (error) {
      const text = describe(error, { what: t('download.error') });
      toasts.show({ kind: 'error', title: t('download.errorTitle'), message: text });
      announce(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button small onClick={() => void download()} busy={busy} busyLabel={t('download.busy')}>
        {t('download.button')}
      </Button>
      <StatusRegion message={message} />
    </>
  );
}
