import { useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { Link } from '@observatory/shared/router';
import { useTranslation } from 'react-i18next';
import { BackLink, Button, ButtonVariant, PageHeading, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { useHostServices } from '@observatory/shared/services';
import { isApiError } from '@observatory/shared/http';
import { formatNumber } from '@observatory/shared/i18n';
import { importObservers, readImportRowErrors } from '../api/importObservers';
import type { ImportRowErrors as RowErrors } from '../api/importObservers';
import { ImportForm } from '../components/ImportForm';
import { ImportRowErrors } from '../components/ImportRowErrors';
import { TemplateDownload } from '../components/TemplateDownload';
import { useDescribeError } from '@observatory/shared/area';
import { BACK_TO_LIST } from '../lib/paths';
import { afterChangeAtom } from '../state/observerListAtoms';

type Upload =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly progress: number }
  | { readonly status: 'done'; readonly count: number }
  | { readonly status: 'failed'; readonly message?: string; readonly rows?: RowErrors };

/** CSV import of observers (/observatori/import): upload with progress, then a count or a per-row report. */
export function ImportPage() {
  const { t, i18n } = useTranslation('observers');
  const { http, toasts } = useHostServices();
  const afterChange = useSetAtom(afterChangeAtom);
  const describe = useDescribeError();
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const { announce, message } = useAnnounce();
  const percent = (fraction: number) => formatNumber(fraction, i18n.language, { style: 'percent' });

  // What is wrong with the file, by the API's code (api/README.md "Field refusal codes"), and how to fix it.
  const fileProblems: Record<string, string> = {
    file_not_text: t('import.errors.file_not_text'),
    file_not_utf8: t('import.errors.file_not_utf8'),
    file_unreadable: t('import.errors.file_unreadable'),
    file_empty: t('import.errors.file_empty'),
    file_header: t('import.errors.file_header'),
    file_no_rows: t('import.errors.file_no_rows'),
    required: t('import.fileRequired'),
  };
  const failureText = (error: unknown): string => {
    if (!isApiError(error)) return t('import.errors.generic');
    if (error.status === 413) return t('import.errors.tooLarge');
    if (error.status === 404 || error.fieldErrors.ongId || error.fieldErrors.ngoId) return t('import.errors.ngo');
    if (error.status === 400 && error.fieldErrors.file) return fileProblems[error.fieldCodes?.file?.[0] ?? ''] ?? t('import.errors.file');
    return describe(error, { what: t('import.errors.generic') });
  };

  const start = async (file: File, ngoId: number) => {
    const abort = new AbortController();
    controller.current = abort;
    setUpload({ status: 'uploading', progress: 0 });
    announce(t('import.started'));
    try {
      const count = await importObservers(
        http,
        { file, ngoId },
        { signal: abort.signal, onProgress: (progress) => setUpload({ status: 'uploading', progress }) },
      );
      const text = t('import.success', { count, total: formatNumber(count, i18n.language) });
      setUpload({ status: 'done', count });
      toasts.show({ kind: 'success', title: t('import.successTitle'), message: text });
      announce(text);
      void afterChange();
    } catch (error) {
      if (isApiError(error) && error.aborted) {
        setUpload({ status: 'idle' });
        announce(t('import.cancelled'));
        return;
      }
      const rows = readImportRowErrors(error) ?? undefined;
      setUpload({ status: 'failed', rows, message: rows ? undefined : failureText(error) });
      toasts.show({ kind: 'error', title: t('import.errorTitle'), message: t('import.error') });
      announce(t('import.error'));
    } finally {
      controller.current = null;
    }
  };

  return (
    <section className="obs-page obs-stack obs-observers-import">
      <BackLink to={BACK_TO_LIST} preferHistory>
        {t('import.back')}
      </BackLink>
      <PageHeading>{t('import.title')}</PageHeading>
      <p>{t('import.intro')}</p>
      <div>
        <TemplateDownload />
      </div>
      <StatusRegion message={message} />
      <ImportForm
        onImport={(file, ngoId) => void start(file, ngoId)}
        uploading={upload.status === 'uploading'}
        serverError={upload.status === 'failed' ? upload.message : undefined}
        onFileChange={() =>
          setUpload((current) => (current.status === 'failed' || current.status === 'done' ? { status: 'idle' } : current))
        }
      />
      {upload.status === 'uploading' && (
        <div className="obs-observers-progress">
          <label htmlFor="obs-observers-import-progress">
            {upload.progress < 1 ? t('import.progress', { percent: percent(upload.progress) }) : t('import.processing')}
          </label>
          <progress id="obs-observers-import-progress" max={1} value={upload.progress < 1 ? upload.progress : undefined} />
          <Button variant={ButtonVariant.BGGRAY} small onClick={() => controller.current?.abort()}>
            {t('import.cancel')}
          </Button>
        </div>
      )}
      {upload.status === 'done' && (
        <p className="obs-observers-success">
          <strong>{t('import.successTitle')}</strong>{' '}
          {t('import.success', { count: upload.count, total: formatNumber(upload.count, i18n.language) })}{' '}
          <Link className="obs-link" to={BACK_TO_LIST}>
            {t('import.back')}
          </Link>
        </p>
      )}
      {upload.status === 'failed' && upload.rows && <ImportRowErrors report={upload.rows} />}
    </section>
  );
}
