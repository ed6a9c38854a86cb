import type { ToastRequest, ToastService } from '@observatory/shared/contract';
import { loadToastify, toastContainerWanted } from './toastify';

/** Spec section 9: toasts close after 5000 ms. */
export const TOAST_TIMEOUT_MS = 5000;
/** Errors stay a little longer, so they can be read, but never forever: they would pile up over the page. */
export const ERROR_TOAST_TIMEOUT_MS = 10_000;
/** At most this many toasts show at once; the rest wait their turn. */
export const TOAST_LIMIT = 3;

function ToastBody({ title, message }: { title: string; message?: string }) {
  return (
    <div className="obs-toast">
      <strong className="obs-toast__title">{title}</strong>
      {message ? <span className="obs-toast__message">{message}</span> : null}
    </div>
  );
}

/**
 * Every toast closes by itself (paused while hovered or focused); errors are also announced at
 * once. The library and its container load on the first message; it waits for them.
 */
export const toastService: ToastService = {
  show({ kind, title, message }: ToastRequest) {
    const isError = kind === 'error';
    toastContainerWanted.request();
    void loadToastify().then(({ toast }) =>
      toast(<ToastBody title={title} message={message} />, {
        type: kind,
        autoClose: isError ? ERROR_TOAST_TIMEOUT_MS : TOAST_TIMEOUT_MS,
        role: isError ? 'alert' : 'status',
      }),
    );
  },
};
