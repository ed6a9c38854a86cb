import { useEffect, useRef, useState } from 'react';
import type { Sortable, SortableEvent } from 'react-sortablejs';
import { baseDragOptions, sizeDependentOptions } from '../../lib/dragOptions';
import { lockToVerticalAxis } from '../../lib/verticalLock';

export type ItemId = string | number;
export type Wrapped<T> = { id: ItemId; item: T };

interface DragConfig<T> {
  wrapped: Wrapped<T>[];
  handleSelector: string | undefined;
  lockVertical: boolean;
  /** Called with the new order, the moved item and its new index after a drop that changed the order. */
  onDrop: (items: T[], moved: T, newIndex: number) => void;
}

/**
 * The props SortableList hands to ReactSortable: the spec's drag options, the size-dependent
 * options measured at drag start, the vertical lock, and the translation of sortablejs's events
 * into one onDrop call.
 */
export function useDragProps<T>({ wrapped, handleSelector, lockVertical, onDrop }: DragConfig<T>) {
  const lastDrag = useRef<{ newIndex: number } | null>(null);
  const unlock = useRef<(() => void) | null>(null);
  const [fallbackOffset] = useState(() => ({ x: 0, y: 0 }));
  // sortablejs reads its options once, when the list mounts.
  const [options] = useState(() => baseDragOptions(handleSelector, fallbackOffset));
  useEffect(() => () => unlock.current?.(), []);

  const stopLock = () => {
    unlock.current?.();
    unlock.current = null;
  };
  // react-sortablejs reverts its own DOM move and hands over the new order; React re-renders it.
  // It also calls this on mount, choose and unchoose with the order unchanged: those are ignored.
  const setList = (next: Wrapped<T>[]) => {
    if (next.length !== wrapped.length || next.every((entry, index) => entry.id === wrapped[index]?.id)) return;
    const newIndex = lastDrag.current?.newIndex ?? next.findIndex((entry, index) => entry.id !== wrapped[index]?.id);
    lastDrag.current = null;
    const moved = next[newIndex];
    if (moved)
      onDrop(
        next.map((entry) => entry.item),
        moved.item,
        newIndex,
      );
  };

  return {
    ...options,
    setList,
    onChoose: (event: SortableEvent & { originalEvent?: Event }) => {
      if (lockVertical) unlock.current = lockToVerticalAxis(event.originalEvent, fallbackOffset);
    },
    onStart: (event: SortableEvent, sortable: Sortable | null) => {
      const sized = sizeDependentOptions(event.item);
      sortable?.option('scrollSensitivity', sized.scrollSensitivity);
      sortable?.option('swapThreshold', sized.swapThreshold);
    },
    onUpdate: (event: SortableEvent) => {
      lastDrag.current = { newIndex: event.newIndex ?? 0 };
    },
    onUnchoose: stopLock,
    onEnd: stopLock,
  };
}
