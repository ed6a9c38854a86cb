import { useLayoutEffect, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';

const GAP = 4;

/**
 * Places an open menu under its toggle with fixed positioning, right-aligned, or above the toggle
 * when there is no room below. Fixed positioning keeps the menu visible inside scrolling table
 * regions, which would otherwise clip it; it follows the toggle when anything scrolls or resizes.
 */
export function useMenuPosition(open: boolean, toggle: RefObject<HTMLElement | null>, menu: RefObject<HTMLElement | null>): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!toggle.current) return;
      const rect = toggle.current.getBoundingClientRect();
      const height = menu.current?.offsetHeight ?? 0;
      const right = Math.max(GAP, window.innerWidth - rect.right);
      const fitsBelow = rect.bottom + GAP + height <= window.innerHeight || rect.top < height + GAP;
      setStyle(fitsBelow ? { top: rect.bottom + GAP, right } : { bottom: window.innerHeight - rect.top + GAP, right });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, toggle, menu]);
  return style;
}
