const MOVE_EVENTS = ['pointermove', 'mousemove', 'touchmove'] as const;

function pointOf(event: Event | undefined): { x: number } | null {
  if (!event) return null;
  if ('touches' in event) {
    const touch = (event as TouchEvent).touches[0];
    return touch ? { x: touch.clientX } : null;
  }
  return 'clientX' in event ? { x: (event as MouseEvent).clientX } : null;
}

/**
 * sortablejs has no axis lock. Its preview moves by (pointer - start + fallbackOffset), so keeping
 * fallbackOffset.x equal to (start - pointer) on every move cancels the horizontal part. Our
 * listener runs in the capture phase, before sortablejs's own document listener reads the offset.
 * Returns the function that stops the lock.
 */
export function lockToVerticalAxis(start: Event | undefined, fallbackOffset: { x: number; y: number }): () => void {
  const origin = pointOf(start);
  if (!origin) return () => {};
  const follow = (event: Event) => {
    const point = pointOf(event);
    if (point) fallbackOffset.x = origin.x - point.x;
  };
  for (const type of MOVE_EVENTS) window.addEventListener(type, follow, { capture: true, passive: true });
  return () => {
    for (const type of MOVE_EVENTS) window.removeEventListener(type, follow, { capture: true });
    fallbackOffset.x = 0;
  };
}
