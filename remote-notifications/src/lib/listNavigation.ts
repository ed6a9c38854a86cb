/** Keys that move the active option of a list popup (combobox pattern, ARIA 1.2). */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The option that becomes active after a move in a list of `count` options, from `current`
 * (-1: none yet). Next from the last wraps to the first and previous from the first to the last,
 * as the APG combobox examples do.
 */
export function moveActive(current: number, count: number, move: ListMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'previous':
      return current <= 0 ? count - 1 : current - 1;
  }
}
