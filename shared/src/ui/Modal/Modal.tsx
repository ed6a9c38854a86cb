import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../icons';
import { trapTab, useDialogFocus } from './useDialogFocus';

export interface ModalProps {
  /** Whether the dialog is shown. The component is controlled. */
  open: boolean;
  /** The heading; it also names the dialog. */
  title: ReactNode;
  /** Called on Escape, on the close button and when the browser closes the dialog; set `open` to false. */
  onClose: () => void;
  /** The dialog's content. */
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  footer?: ReactNode;
  /** The element to focus on open. Defaults to the first control of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The element to focus on close, when the opener may be gone (e.g. its row was deleted). */
  finalFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for confirmations that interrupt the person. Defaults to 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog, e.g. a confirmation message. */
  describedBy?: string;
  /** Hide the close (×) button, e.g. while an action runs. */
  hideCloseButton?: boolean;
  /** Width of the dialog. Defaults to 'medium'. */
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog on the native <dialog> element with showModal(), so the rest of the page is inert.
 * Focus moves in on open, Tab stays inside, Escape closes and focus goes back to the opener.
 */
export function Modal(props: ModalProps) {
  const { open, title, onClose, children, footer, initialFocusRef, finalFocusRef } = props;
  const { role = 'dialog', describedBy, hideCloseButton = false, size = 'medium' } = props;
  const { t } = useTranslation('kit');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shownByProp = useDialogFocus(dialog, open, { initialFocus: initialFocusRef, finalFocus: finalFocusRef });
  // Escape may reach us twice (our keydown, then the browser's cancel event): ask the parent once.
  const closeAsked = useRef(false);
  const requestClose = () => {
    if (closeAsked.current) return;
    closeAsked.current = true;
    setTimeout(() => (closeAsked.current = false), 0);
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    } else if (dialog.current) {
      trapTab(event, dialog.current);
    }
  };

  return (
    <dialog
      ref={dialog}
      className={`obs-modal obs-modal--${size}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser wants to close on its own; keep the dialog controlled by `open`.
        event.preventDefault();
        requestClose();
      }}
      // close() fires its event in a later task: by then the person may have opened the dialog again
      // (a quick Enter on the opener), and that stale event must not close the new one.
      onClose={() => shownByProp.current && !dialog.current?.open && requestClose()}
    >
      {open && (
        <div className="obs-modal__panel">
          <header className="obs-modal__header">
            <h2 id={titleId} className="obs-modal__title">
              {title}
            </h2>
            {!hideCloseButton && (
              <button type="button" className="obs-icon-button" aria-label={t('dialog.close')} onClick={requestClose}>
                <CloseIcon />
              </button>
            )}
          </header>
          <div className="obs-modal__body">{children}</div>
          {footer && <footer className="obs-modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
