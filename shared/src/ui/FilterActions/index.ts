export { FilterActions } from './FilterActions';
export type { FilterActionsProps } from './FilterActions';
