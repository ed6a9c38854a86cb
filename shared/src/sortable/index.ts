/**
 * Reordering (@observatory/shared/sortable). Kept out of ./ui so that importing the kit never pulls
 * sortablejs; only the forms area uses it.
 */
export { SortableList } from './SortableList';
export type { SortableItemContext, SortableListProps } from './SortableList';
export { LazySortableList } from './LazySortableList';
export { moveItem } from './moveItem';
export { DRAG_CLASSES, DRAG_HANDLE_CLASS, DRAG_HANDLE_SELECTOR } from './dragOptions';
export { MoveButtons } from '@observatory/shared/ui';
export type { MoveButtonsProps } from '../ui/MoveButtons';
