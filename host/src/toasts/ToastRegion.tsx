import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import type { CloseButtonProps } from 'react-toastify/unstyled';
import { TOAST_LIMIT } from './toastService';
import 'react-toastify/dist/ReactToastify.css';

/** A real button with a translated name, so a toast can be closed by keyboard and understood by ear. */
function CloseToastButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button type="button" className="obs-toast__close" aria-label={t('toasts.close')} onClick={closeToast}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

/**
 * Top-right (spec) but below the top bar (see `useTopBarHeight`), so toasts never cover Language,
 * About or Log out; a few at a time; Alt+T moves focus to them.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      newestOnTop
      limit={TOAST_LIMIT}
      closeOnClick={false}
      pauseOnHover
      pauseOnFocusLoss
      closeButton={CloseToastButton}
      aria-label={t('toasts.region')}
    />
  );
}
