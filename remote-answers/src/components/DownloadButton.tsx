import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescribeError } from '@observatory/shared/area';
import { formatNumber } from '@observatory/shared/i18n';
import { useHostServices } from '@observatory/shared/services';
import { Button, ConfirmDialog, ErrorIndicator, StatusRegion, useAnnounce } from '@observatory/shared/ui';
import { exportAnswers, exportNotes } from '../api/exports';
import type { DownloadOptions } from '../api/exports';
import type { AnswerFilters } from '../api/types';
import type { AppliedFilter } from '../lib/appliedFilters';
import { ANSWERS_FILE_NAME, NOTES_FILE_NAME } from '../lib/constants';
import { useDownload } from '../hooks/useDownload';
import { AppliedFilters } from './AppliedFilters';

type DownloadKind = 'answers' | 'notes';

const FILE_NAMES: Record<DownloadKind, string> = { answers: ANSWERS_FILE_NAME, notes: NOTES_FILE_NAME };

/** "1,2 MB" in the language's numbers. */
function useFormatBytes() {
  const { i18n } = useTranslation();
  return (bytes: number) =>
    bytes < 1_000_000
      ? formatNumber(bytes / 1000, i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 })
      : formatNumber(bytes / 1_000_000, i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

export interface DownloadButtonProps {
  readonly kind: DownloadKind;
  /** The filters applied to the list, as the API takes them. */
  readonly filters: AnswerFilters;
  /** The same filters in words, for the confirmation. */
  readonly applied: readonly AppliedFilter[];
  /** Values typed in the filter fields and not applied (the confirmation says they are not used). */
  readonly pending: boolean;
}

/**
 * Download answers (xlsx, saved as the spec's `answsers.xlsx`) or notes (CSV) with the filters
 * applied to the list. It asks first (spec section 5), naming those filters; while it runs the
 * button is busy, the bytes received are shown and Cancel stops it; a failure is said in place with
 * Try again (the original only stopped spinning), and the filters stay as they were. When it ends,
 * the keyboard is back on the button (the Cancel button it was on is gone).
 */
export function DownloadButton({ kind, filters, applied, pending }: DownloadButtonProps) {
  const { t } = useTranslation('answers');
  const { http, toasts } = useHostServices();
  const describe = useDescribeError();
  const formatBytes = useFormatBytes();
  const { announce, message } = useAnnounce();
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const fileName = FILE_NAMES[kind];
  const fetchFile = useCallback(
    (options: DownloadOptions) => (kind === 'answers' ? exportAnswers : exportNotes)(http, filters, options),
    [kind, http, filters],
  );
  const { state, start, cancel } = useDownload(fetchFile, fileName);
  const running = state.status === 'running';
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      // Only when the keyboard was on this download (Cancel, now gone): never pull it from elsewhere.
      const active = document.activeElement;
      if (!active || active === document.body || wrapperRef.current?.contains(active)) buttonRef.current?.focus();
    }
    wasRunning.current = running;
  }, [running]);

  const run = async () => {
    announce(t('download.started'));
    const end = await start();
    if (end.status === 'done') announce(t('download.done', { file: fileName }));
    if (end.status === 'failed') {
      const text = describe(end.error, { what: t(`download.${kind}.error`) });
      toasts.show({ kind: 'error', title: t('download.errorTitle'), message: text });
      announce(text);
    }
  };
  const stop = () => {
    cancel();
    announce(t('download.cancelled'));
  };
  const confirm = () => {
    setAsking(false);
    void run();
    // The button goes busy: keep the keyboard on the control that can stop the download.
    setTimeout(() => cancelRef.current?.focus(), 0);
  };

  return (
    <div className="obs-answers-download" ref={wrapperRef}>
      <Button ref={buttonRef} onClick={() => setAsking(true)} busy={running} busyLabel={t(`download.${kind}.busy`)}>
        {t(`download.${kind}.button`)}
      </Button>
      {running && (
        <span className="obs-answers-download__progress">
          <progress aria-label={t(`download.${kind}.busy`)} />
          <span>{t('download.received', { size: formatBytes(state.receivedBytes) })}</span>
          <Button ref={cancelRef} small onClick={stop}>
            {t('download.cancel')}
          </Button>
        </span>
      )}
      {state.status === 'failed' && (
        <ErrorIndicator
          message={describe(state.error, { what: t(`download.${kind}.error`) })}
          onRetry={() => void run()}
          retryLabel={t('download.tryAgain')}
        />
      )}
      <StatusRegion message={message} />
      <ConfirmDialog
        open={asking}
        title={t(`download.${kind}.confirmTitle`)}
        message={
          <>
            <p>{t(`download.${kind}.confirmMessage`, { file: fileName })}</p>
            <AppliedFilters applied={applied} pending={pending} />
          </>
        }
        confirmLabel={t('download.confirm')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
