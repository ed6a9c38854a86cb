import type { ReactNode } from 'react';

export interface VisuallyHiddenProps {
  /** Text that screen readers announce but that takes no space on screen. */
  children: ReactNode;
  /** Element to render; `div` when the content is block-level. Defaults to `span`. */
  as?: 'span' | 'div';
  /** Id, so other elements can point at the text with aria-labelledby or aria-describedby. */
  id?: string;
}

/** Hides content visually while keeping it in the accessibility tree (class `obs-visually-hidden`). */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className="obs-visually-hidden" id={id}>
      {children}
    </Tag>
  );
}
