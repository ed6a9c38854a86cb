import type { Options } from 'sortablejs';
import {
  DRAG_AUTO_SCROLL_EDGE,
  DRAG_AUTO_SCROLL_STEP_PX,
  DRAG_DIRECTION_CHANGE_THRESHOLD_PX,
  DRAG_START_THRESHOLD_PX,
  DRAG_TOUCH_DELAY_MS,
} from './dragConstants';

/** Class names of the drag states; forms.css styles them (the preview sits at z-index 1000). */
const DRAG_CLASSES = {
  ghostClass: 'obs-forms-sortable-ghost',
  chosenClass: 'obs-forms-sortable-chosen',
  dragClass: 'obs-forms-sortable-drag',
  fallbackClass: 'obs-forms-sortable-fallback',
} as const;

/**
 * The drag handle's class per nesting level. Each list drags only by its own level's handle: a
 * question's handle sits inside a section, and must move the question, never the section.
 */
export const DRAG_HANDLE_CLASSES = {
  form: 'obs-forms-handle obs-forms-handle--form',
  section: 'obs-forms-handle obs-forms-handle--section',
  question: 'obs-forms-handle obs-forms-handle--question',
  option: 'obs-forms-handle obs-forms-handle--option',
} as const;
export type DragLevel = keyof typeof DRAG_HANDLE_CLASSES;

/** The selector that matches only the handles of one level. */
export function handleSelectorOf(level: DragLevel): string {
  return `.obs-forms-handle--${level}`;
}

/**
 * The spec's drag settings (section 9) in sortablejs terms. Values that depend on sizes are set
 * again when a drag starts (see `sizeDependentOptions`).
 */
export function baseDragOptions(handleSelector: string | undefined, fallbackOffset: { x: number; y: number }): Options {
  return {
    animation: 150,
    // sortablejs's own pointer tracking instead of native HTML drag and drop: only then does the
    // start threshold apply to the mouse too, and only then can the preview be kept on one axis.
    forceFallback: true,
    fallbackOnBody: true,
    fallbackOffset,
    // Start threshold 5 px: fallbackTolerance for mouse and pen, touchStartThreshold for touch.
    fallbackTolerance: DRAG_START_THRESHOLD_PX,
    touchStartThreshold: DRAG_START_THRESHOLD_PX,
    // Touch ignore window: a touch has to rest 800 ms before it becomes a drag, so a swipe scrolls.
    delay: DRAG_TOUCH_DELAY_MS,
    delayOnTouchOnly: true,
    direction: 'vertical',
    // Auto-scroll at 2 px per tick; the edge zone (5 %) is set per container at drag start.
    scroll: true,
    bubbleScroll: true,
    scrollSpeed: DRAG_AUTO_SCROLL_STEP_PX,
    handle: handleSelector,
    // Pressing inside a field or on a button must edit or click, never start a drag.
    filter: 'input, textarea, select, button, a, [contenteditable="true"]',
    preventOnFilter: false,
    ...DRAG_CLASSES,
  };
}

/** The nearest ancestor that scrolls vertically: where sortablejs auto-scrolls. */
function scrollContainerHeight(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) return node.clientHeight;
  }
  return window.innerHeight;
}

/**
 * Options that depend on sizes, measured when a drag starts:
 * - scrollSensitivity: sortablejs wants the edge zone in pixels; the spec says 5 % of the container.
 * - swapThreshold: sortablejs has no "pointer direction change threshold". Its swapThreshold is the
 *   share of the hovered item, centred, that triggers a swap. Leaving a 5 px dead band at each edge
 *   (1 - 2 × 5 / itemHeight) means the pointer travels 5 px into a neighbour before the order changes.
 */
export function sizeDependentOptions(dragged: HTMLElement): Pick<Options, 'scrollSensitivity' | 'swapThreshold'> {
  const itemHeight = dragged.offsetHeight;
  const swapThreshold = itemHeight > 0 ? Math.min(1, Math.max(0.1, 1 - (2 * DRAG_DIRECTION_CHANGE_THRESHOLD_PX) / itemHeight)) : 1;
  const scrollSensitivity = Math.max(1, Math.round(scrollContainerHeight(dragged) * DRAG_AUTO_SCROLL_EDGE));
  return { scrollSensitivity, swapThreshold };
}
