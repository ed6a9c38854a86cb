import { useCallback, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusableWithin } from '../Modal/focusable';
import type { RowId } from './types';

/** Marks a row (a table row, a card) as row `id` of its list; DataTable puts it on its rows. */
export const ROW_ID_ATTRIBUTE = 'data-obs-row-id';

/** Spread on a row or card element that is not a DataTable row: `<li {...rowIdProps(id)}>`. */
export const rowIdProps = (id: RowId) => ({ [ROW_ID_ATTRIBUTE]: String(id) });

export interface RowExitFocusOptions {
  /** The ids of the rows shown, in order. */
  readonly rowIds: readonly RowId[];
  /** The element holding the rows (each marked with `rowIdProps` or a DataTable). */
  readonly listRef: RefObject<HTMLElement | null>;
  /** Where focus goes when no neighbour is left: the list's heading. */
  readonly headingRef: RefObject<HTMLElement | null>;
  /** Says the change: the page's one polite status region. */
  readonly announce?: (text: string) => void;
  /** True while the list reloads (rows briefly absent): the move waits for the rows. */
  readonly settling?: boolean;
}

interface Leaving {
  readonly id: string;
  /** The rows after it, nearest first, then those before it, nearest first. */
  readonly neighbours: readonly string[];
  readonly announcement?: string;
}

/**
 * The kit's rule for a row that leaves a list (deleted, published to another tab, archived):
 * once it is gone, focus goes to the first control of the next row, or of the previous one when
 * it was the last, or to the list's heading when the list is now empty; then the change is
 * announced. Call `rowLeaving(id, text)` when the action succeeded, before the row is taken out.
 *
 * A confirmation dialog may still be open when the row goes (the page behind it is inert), and
 * closing it would send focus back to its opener, which was in the row: the move then waits
 * until the dialog has closed.
 */
export function useRowExitFocus({ rowIds, listRef, headingRef, announce, settling = false }: RowExitFocusOptions) {
  const leaving = useRef<Leaving | null>(null);
  // One string for the effect's dependency: a new array with the same rows is no change.
  const shownKey = rowIds.map(String).join(SEPARATOR);
  const latest = useRef(shownKey);
  useLayoutEffect(() => {
    latest.current = shownKey;
  }, [shownKey]);

  const rowLeaving = useCallback((id: RowId, announcement?: string) => {
    const ids = split(latest.current);
    const index = ids.indexOf(String(id));
    const after = index < 0 ? [] : ids.slice(index + 1);
    const before = index < 0 ? [] : ids.slice(0, index).reverse();
    leaving.current = { id: String(id), neighbours: [...after, ...before], announcement };
  }, []);

  useLayoutEffect(() => {
    const pending = leaving.current;
    if (!pending || settling) return;
    const present = new Set(split(shownKey));
    if (present.has(pending.id)) return;
    leaving.current = null;
    const neighbour = pending.neighbours.find((id) => present.has(id));
    const target = () => {
      const row = neighbour === undefined ? null : findRow(listRef.current, neighbour);
      return (row && focusableWithin(row)[0]) ?? headingRef.current;
    };
    afterOpenDialogs(() => {
      target()?.focus();
      if (pending.announcement) announce?.(pending.announcement);
    });
  }, [announce, headingRef, listRef, settling, shownKey]);

  return { rowLeaving };
}

const SEPARATOR = '\u0000';
const split = (key: string) => (key === '' ? [] : key.split(SEPARATOR));

function findRow(list: HTMLElement | null, id: string): HTMLElement | null {
  if (!list) return null;
  return (
    Array.from(list.querySelectorAll<HTMLElement>(`[${ROW_ID_ATTRIBUTE}]`)).find((row) => row.getAttribute(ROW_ID_ATTRIBUTE) === id) ?? null
  );
}

/** Runs `action` now, or once the open modal dialog has closed and given focus back to its opener. */
function afterOpenDialogs(action: () => void) {
  const dialog = document.querySelector('dialog[open]');
  if (!dialog) {
    action();
    return;
  }
  // The dialog restores focus as it closes; run after that.
  dialog.addEventListener('close', () => setTimeout(action, 0), { once: true });
}
