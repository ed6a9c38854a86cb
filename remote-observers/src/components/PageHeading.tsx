import { useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';

interface PageHeadingProps {
  children: ReactNode;
  /** Lets the page focus the heading again, e.g. after the row that had focus was deleted. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  className?: string;
}

/**
 * The page's h1. It takes focus when the screen appears, so after a route change keyboard and
 * screen-reader users start at the top of the new screen (UX-2).
 */
export function PageHeading({ children, headingRef, className }: PageHeadingProps) {
  const ownRef = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? ownRef;
  useEffect(() => {
    ref.current?.focus();
    // Only when the screen appears, not when the ref object changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className ?? 'obs-page-header__title'}>
      {children}
    </h1>
  );
}
