import { lazy } from 'react';
import type { ReactElement } from 'react';
import type { SortableListProps } from './SortableList';

/**
 * SortableList loaded on first render, so sortablejs lands in its own chunk and only pages that
 * reorder download it. Render it inside <Suspense> (e.g. with the kit's LoadingIndicator).
 */
export const LazySortableList = lazy(() => import('./SortableList').then((module) => ({ default: module.SortableList }))) as unknown as <T>(
  props: SortableListProps<T>,
) => ReactElement;
