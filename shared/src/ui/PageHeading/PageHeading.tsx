import { useContext, useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteArrivalContext } from './routeArrival';

export interface PageHeadingProps {
  readonly children: ReactNode;
  /** Lets the page focus the heading again, e.g. after the row that had focus was deleted. */
  readonly headingRef?: RefObject<HTMLHeadingElement | null>;
  /** The page title's first part when the heading's text is not what the tab should say. */
  readonly documentTitle?: string;
  readonly className?: string;
}

/**
 * The page's h1. It takes focus when the screen appears after an in-app route change, so keyboard
 * and screen-reader users start at the top of the new screen; on the page's first load focus
 * stays at the start of the document, so the first Tab reaches the shell's skip link (the shell
 * says which is which: `RouteArrivalProvider`). It names the browser tab ("Observers ·
 * Observatory", WCAG 2.4.2), following the language.
 */
export function PageHeading({ children, headingRef, documentTitle, className }: PageHeadingProps) {
  const { t } = useTranslation('kit');
  const ownRef = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? ownRef;
  const arrival = useContext(RouteArrivalContext);
  useEffect(() => {
    if (!arrival || arrival.inAppNavigation()) ref.current?.focus();
  }, [arrival, ref]);
  useEffect(() => {
    const title = documentTitle ?? ref.current?.textContent?.trim();
    if (title) document.title = t('page.titleSuffix', { title });
    // The text may change with the language or the data (a count): follow it after every render.
  });
  return (
    <h1 ref={ref} tabIndex={-1} className={className ?? 'obs-page-header__title'}>
      {children}
    </h1>
  );
}
