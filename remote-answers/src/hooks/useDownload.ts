import { useCallback, useEffect, useRef, useState } from 'react';
import { saveBlob } from '@observatory/shared/area';
import { isApiError } from '@observatory/shared/http';
import type { DownloadOptions } from '../api/exports';

export type DownloadState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly receivedBytes: number }
  | { readonly status: 'done' }
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly error: unknown };

function wasCancelled(error: unknown): boolean {
  return (isApiError(error) && error.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * A file download that shows its progress (bytes received: the exports stream, so their size is
 * unknown), can be cancelled, and says when it failed. Nothing is lost by a failure: the filters
 * stay, and the person can try again. Leaving the screen cancels it.
 */
export function useDownload(fetchFile: (options: DownloadOptions) => Promise<Blob>, fileName: string) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** Runs the download; resolves with how it ended (also when it was cancelled meanwhile). */
  const start = useCallback(async (): Promise<DownloadState> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const finish = (end: DownloadState) => {
      if (controller.current === current) {
        controller.current = null;
        setState(end);
      }
      return end;
    };
    setState({ status: 'running', receivedBytes: 0 });
    try {
      const file = await fetchFile({
        signal: current.signal,
        onProgress: (receivedBytes) => {
          if (!current.signal.aborted) setState({ status: 'running', receivedBytes });
        },
      });
      if (current.signal.aborted) return { status: 'cancelled' };
      saveBlob(file, fileName);
      return finish({ status: 'done' });
    } catch (error) {
      return current.signal.aborted || wasCancelled(error) ? { status: 'cancelled' } : finish({ status: 'failed', error });
    }
  }, [fetchFile, fileName]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ status: 'cancelled' });
  }, []);

  return { state, start, cancel };
}
