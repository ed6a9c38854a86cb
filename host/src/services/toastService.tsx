import { toast } from 'react-toastify';
import type { ToastRequest, ToastService } from '@observatory/shared/contract';

function ToastBody({ title, message }: { title: string; message?: string }) {
  return (
    <div className="obs-toast">
      <strong className="obs-toast__title">{title}</strong>
      {message ? <span className="obs-toast__message">{message}</span> : null}
    </div>
  );
}

/** Success and info toasts close after 5 s (paused while hovered); errors stay until dismissed. */
export const toastService: ToastService = {
  show({ kind, title, message }: ToastRequest) {
    const body = <ToastBody title={title} message={message} />;
    const stays = kind === 'error';
    toast(body, { type: kind, autoClose: stays ? false : 5000, role: stays ? 'alert' : 'status' });
  },
};
