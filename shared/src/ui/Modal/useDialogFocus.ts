import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, RefObject } from 'react';
import { focusableWithin } from './focusable';

interface DialogFocusOptions {
  /** Element to focus on open; the first control of the body when absent. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus on close; the element that had focus before opening when absent. */
  finalFocus?: RefObject<HTMLElement | null>;
}

/**
 * Opens and closes a native <dialog> with the `open` prop and moves focus the way the APG modal
 * pattern asks: into the dialog on open, back to the opener on close. Returns a ref that is true
 * only while the dialog is open because of `open` (not while we are closing it ourselves).
 */
export function useDialogFocus(dialog: RefObject<HTMLDialogElement | null>, open: boolean, options: DialogFocusOptions) {
  const { initialFocus, finalFocus } = options;
  const shownByProp = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    shownByProp.current = true;
    const body = element.querySelector<HTMLElement>('.obs-modal__body');
    const target = initialFocus?.current ?? (body && focusableWithin(body)[0]) ?? focusableWithin(element)[0] ?? element;
    target.focus();
    return () => {
      shownByProp.current = false;
      if (element.open) element.close();
      // Read at close time on purpose: the element to return to may have been rendered meanwhile.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const back = finalFocus?.current ?? opener;
      if (back?.isConnected) back.focus();
    };
  }, [dialog, open, initialFocus, finalFocus]);

  return shownByProp;
}

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving it for the browser's own UI. */
export function trapTab(event: ReactKeyboardEvent, root: HTMLElement) {
  if (event.key !== 'Tab') return;
  const items = focusableWithin(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
