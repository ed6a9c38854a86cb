import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import type { ObserverSearch } from '../api/types';
import { exportObservers } from '../api/exportObservers';
import { saveBlob, useDescribeError } from '@observatory/shared/area';

const EXPORT_FILE_NAME = 'observers.csv';

interface ExportButtonProps {
  /** The list's current filter: the file holds what the list shows, across all pages. */
  filters: Pick<ObserverSearch, 'name' | 'phone'>;
  /** Says the outcome through the page's status region. */
  announce: (text: string) => void;
}

/** Export: downloads the filtered list as CSV, busy while it runs, an error toast when it fails. */
export function ExportButton({ filters, announce }: ExportButtonProps) {
  const { t } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    announce(t('export.started'));
    try {
      const file = await exportObservers(http, filters);
      saveBlob(file, EXPORT_FILE_NAME);
      announce(t('export.done', { file: EXPORT_FILE_NAME }));
    } catch (error) {
      toasts.show({ kind: 'error', title: t('export.errorTitle'), message: describe(error, { what: t('export.error') }) });
      announce(t('export.error'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button onClick={() => void run()} busy={busy} busyLabel={t('export.busy')}>
      {t('list.export')}
    </Button>
  );
}
