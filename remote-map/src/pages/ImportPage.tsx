import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostServices } from '@observatory/shared/services';
import { useDescribeError } from '@observatory/shared/area';
import { isApiError } from '@observatory/shared/http';
import { formatNumber } from '@observatory/shared/i18n';
import { BackLink, Button, ButtonVariant, PageHeading, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { importLocations, readLocationsRowReport } from '../api/importLocations';
import type { LocationsRowReport as Report } from '../api/importLocations';
import { LocationsForm } from '../components/LocationsForm';
import { LocationsRowReport } from '../components/LocationsRowReport';

type Upload =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly progress: number }
  | { readonly status: 'done'; readonly count: number }
  | { readonly status: 'failed'; readonly message?: string; readonly rows?: Report };

/** /map/import (organizers): the stations' addresses and positions from CSV, with progress and the row report. */
export function ImportPage() {
  const { t, i18n } = useTranslation('map');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { announce, message } = useAnnounce();

  const start = async (file: File) => {
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ status: 'uploading', progress: 0 });
    announce(t('import.started'));
    try {
      const count = await importLocations(http, file, {
        signal: abort.signal,
        onProgress: (progress) => setUpload({ status: 'uploading', progress }),
      });
      const text = t('import.success', { count, total: formatNumber(count, i18n.language) });
      setUpload({ status: 'done', count });
      toasts.show({ kind: 'success', title: t('import.successTitle'), message: text });
      announce(text);
    } catch (error) {
      if (isApiError(error) && error.aborted) {
        setUpload({ status: 'idle' });
        announce(t('import.cancelled'));
        return;
      }
      const rows = readLocationsRowReport(error) ?? undefined;
      setUpload({ status: 'failed', rows, message: rows ? undefined : describe(error, { what: t('import.failed') }) });
      announce(t('import.failed'));
    } finally {
      controller.current = null;
    }
  };

  return (
    <section className="obs-page obs-stack">
      <BackLink to=".." preferHistory>
        {t('import.back')}
      </BackLink>
      <PageHeading>{t('import.title')}</PageHeading>
      <p>{t('import.intro')}</p>
      <StatusRegion message={message} />
      <LocationsForm
        onImport={(file) => void start(file)}
        uploading={upload.status === 'uploading'}
        serverError={upload.status === 'failed' ? upload.message : undefined}
        onFileChange={() => setUpload((current) => (current.status === 'uploading' ? current : { status: 'idle' }))}
      />
      {upload.status === 'uploading' && (
        <div className="obs-toolbar">
          <label htmlFor="obs-map-import-progress">
            {upload.progress < 1
              ? t('import.progress', { percent: formatNumber(upload.progress, i18n.language, { style: 'percent' }) })
              : t('import.processing')}
          </label>
          <progress id="obs-map-import-progress" max={1} value={upload.progress < 1 ? upload.progress : undefined} />
          <Button variant={ButtonVariant.BGGRAY} small onClick={() => controller.current?.abort()}>
            {t('import.cancel')}
          </Button>
        </div>
      )}
      {upload.status === 'done' && (
        <p>
          <strong>{t('import.successTitle')}</strong>{' '}
          {t('import.success', { count: upload.count, total: formatNumber(upload.count, i18n.language) })}
        </p>
      )}
      {upload.status === 'failed' && upload.rows && <LocationsRowReport report={upload.rows} />}
    </section>
  );
}
