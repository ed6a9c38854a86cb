import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob, useDescribeError } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { Button } from '@observatory/shared/ui';
import { exportAudit } from '../api/exportAudit';
import type { AuditFilters } from '../api/types';

const FILE_NAME = 'activity.csv';

/**
 * Download CSV: the log with the filters on screen (the API's scope), as it streams in: the
 * button says how much has arrived; a failure says why in a toast and beside the button, and the
 * filters stay for another try. Leaving the screen stops the download.
 */
export function DownloadCsvButton({ filters, announce }: { readonly filters: AuditFilters; readonly announce: (text: string) => void }) {
  const { t, i18n } = useTranslation('activity');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [received, setReceived] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = async () => {
    const controller = new AbortController();
    running.current = controller;
    setFailure(null);
    setReceived(0);
    announce(t('download.started'));
    try {
      const file = await exportAudit(http, filters, { signal: controller.signal, onProgress: setReceived });
      if (controller.signal.aborted) return;
      saveBlob(file, FILE_NAME);
      announce(t('download.done', { file: FILE_NAME }));
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = describe(error, { what: t('download.error') });
      setFailure(message);
      toasts.show({ kind: 'error', title: t('download.errorTitle'), message });
    } finally {
      if (running.current === controller) {
        running.current = null;
        setReceived(null);
      }
    }
  };

  const size = received === null ? '' : `${formatNumber(Math.max(1, Math.round(received / 1024)), i18n.language)} KiB`;
  return (
    <div className="obs-activity-download">
      <Button
        onClick={() => void run()}
        busy={received !== null}
        busyLabel={received ? t('download.progress', { size }) : t('download.busy')}
      >
        {t('download.button')}
      </Button>
      {failure && (
        <p className="obs-field__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
