/** Page numbers shown either side of the current page (spec section 9). */
const PAGINATION_WINDOW = 2;

export interface PageWindow {
  /** The page numbers to show as buttons, ascending. */
  readonly pages: readonly number[];
  /** Pages are hidden before the window: the current page is above 3. */
  readonly ellipsisBefore: boolean;
  /** Pages are hidden after the window: the current page is below the last page minus 2. */
  readonly ellipsisAfter: boolean;
}

/** Number of pages for a total; at least 1 so "page 1 of 1" holds for a short list. */
export function countPages(totalItems: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** The window of page numbers around `page` (clamped to 1..totalPages) and where ellipses go. */
export function getPageWindow(page: number, totalPages: number): PageWindow {
  const last = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), last);
  const start = Math.max(1, current - PAGINATION_WINDOW);
  const end = Math.min(last, current + PAGINATION_WINDOW);
  const pages: number[] = [];
  for (let number = start; number <= end; number += 1) pages.push(number);
  return {
    pages,
    ellipsisBefore: current > PAGINATION_WINDOW + 1,
    ellipsisAfter: current < last - PAGINATION_WINDOW,
  };
}
