import type { SortDirection } from '../../model/types';

/** The column a table is sorted by and in which direction. */
export interface SortState {
  readonly key: string;
  readonly direction: SortDirection;
}

/** Spec section 4 "Sort": a new column sorts ascending; the same column again flips the direction. */
export function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}
