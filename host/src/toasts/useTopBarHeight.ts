import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The CSS variable the toasts read to sit below the top bar (shell.css). */
const VARIABLE = '--obs-topbar-height';

/**
 * Publishes the top bar's height as a CSS variable while it is shown, and follows it as it wraps
 * on narrow windows or when the language changes the labels' widths.
 */
export function useTopBarHeight(topBar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = topBar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(VARIABLE, `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [topBar]);
}
