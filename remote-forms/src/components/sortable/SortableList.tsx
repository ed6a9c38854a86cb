import { createElement, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactSortable } from 'react-sortablejs';
import { rowIdProps } from '@observatory/shared/ui';
import type { MoveButtonsProps } from '@observatory/shared/ui';
import { DRAG_HANDLE_CLASSES, handleSelectorOf } from '../../lib/dragOptions';
import type { DragLevel } from '../../lib/dragOptions';
import { moveItem } from '../../lib/moveItem';
import { useDragProps } from './useDragProps';
import type { ItemId, Wrapped } from './useDragProps';

/** What renderItem receives besides the item. */
export interface SortableItemContext {
  /** Position, 0-based. */
  index: number;
  /** Number of items. */
  count: number;
  /** Spread on the element that serves as drag handle (pointer only; hidden from assistive technology). */
  handleProps: { className: string; 'aria-hidden': true; title: string };
  /** Spread on <MoveButtons /> for the keyboard and single-click way to reorder. */
  moveButtonsProps: MoveButtonsProps;
}

export interface SortableListProps<T> {
  /** The items, in order. The component is controlled: reorders come back through onReorder. */
  items: readonly T[];
  /** A stable id per item. */
  getId: (item: T) => ItemId;
  /** Names an item in the move buttons and in announcements ("Question B1 moved to position 2 of 7"). */
  getItemLabel: (item: T) => string;
  /** Called with the new order, the moved item and its new 0-based position. */
  onReorder: (items: T[], movedItem: T, newIndex: number) => void;
  /** Says a move aloud: the page's one polite status region (so nested lists do not each add one). */
  announce: (text: string) => void;
  /** Renders the inside of one item (the <li>, or the cells of a <tr> when `as` is 'tbody'). */
  renderItem: (item: T, context: SortableItemContext) => ReactNode;
  /** Which list this is: each level drags only by its own handles. */
  level: DragLevel;
  /** Container element. Defaults to 'ul'. */
  as?: 'ul' | 'ol' | 'div' | 'tbody';
  /** Keep the drag preview on the vertical axis (spec: rows are locked to it). Defaults to true. */
  lockVertical?: boolean;
  /** Turns dragging off (the move buttons keep working unless the caller hides them). */
  disabled?: boolean;
  /** Class of the container. */
  className?: string;
  /** Class of each item element. */
  itemClassName?: string;
}

const ITEM_TAG = { ul: 'li', ol: 'li', div: 'div', tbody: 'tr' } as const;

/**
 * A reorderable list: drag and drop through sortablejs with the spec's drag settings, plus Move up
 * and Move down for keyboards and single clicks (WCAG 2.5.7). Focus stays on the moved item's
 * control and each move is announced with its new position.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getId, getItemLabel, onReorder, announce, renderItem, level, as = 'ul', lockVertical = true } = props;
  const { t } = useTranslation('forms');
  const wrapped = useMemo<Wrapped<T>[]>(() => items.map((item) => ({ id: getId(item), item })), [items, getId]);
  const elements = useRef(new Map<ItemId, HTMLElement>());
  const pendingFocus = useRef<{ id: ItemId; direction: 'up' | 'down' } | null>(null);
  const commit = useCallback(
    (next: T[], moved: T, newIndex: number) => {
      onReorder(next, moved, newIndex);
      announce(t('reorder.moved', { label: getItemLabel(moved), position: newIndex + 1, count: next.length }));
    },
    [onReorder, announce, t, getItemLabel],
  );

  // After a move, React may have re-inserted the item's element, which drops focus in browsers.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const element = elements.current.get(pending.id);
    // The moved item's own buttons, not those of a nested list inside it.
    const buttons = element ? [...element.querySelectorAll<HTMLElement>(`[data-obs-move="${pending.direction}"]`)] : [];
    buttons.find((button) => button.closest('[data-obs-sortable-id]') === element)?.focus();
  }, [items]);

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const item = items[index];
    if (item === undefined || target < 0 || target >= items.length) return;
    pendingFocus.current = { id: getId(item), direction };
    commit(moveItem(items, index, target), item, target);
  };

  const dragProps = useDragProps({ wrapped, handleSelector: handleSelectorOf(level), lockVertical, onDrop: commit });
  const handleProps = { className: DRAG_HANDLE_CLASSES[level], 'aria-hidden': true as const, title: t('reorder.dragHandle') };

  const count = items.length;
  return (
    <ReactSortable
      {...dragProps}
      tag={as}
      list={wrapped}
      disabled={props.disabled}
      className={props.className ? `obs-forms-sortable ${props.className}` : 'obs-forms-sortable'}
    >
      {wrapped.map(({ id, item }, index) => {
        const context: SortableItemContext = {
          index,
          count,
          handleProps,
          moveButtonsProps: {
            index,
            count,
            itemLabel: getItemLabel(item),
            onMoveUp: () => move(index, 'up'),
            onMoveDown: () => move(index, 'down'),
          },
        };
        const ref = (element: HTMLElement | null) => {
          if (element) elements.current.set(id, element);
          else elements.current.delete(id);
        };
        return createElement(
          ITEM_TAG[as],
          // Marked for the kit's rule on items that leave the list too (rowIdProps).
          { key: id, ref, className: props.itemClassName, 'data-obs-sortable-id': id, ...rowIdProps(id) },
          renderItem(item, context),
        );
      })}
    </ReactSortable>
  );
}
