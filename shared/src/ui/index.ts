/**
 * The UI kit (@observatory/shared/ui). Styles live in kit.css, which the host imports once;
 * components never import CSS. Drag and drop (sortablejs) lives in the forms area, its only user;
 * the kit keeps MoveButtons, the keyboard and single-click way to reorder.
 */
export * from './Button';
export * from './Checkbox';
export * from './ConfirmDialog';
export * from './DataTable';
export * from './EmptyState';
export * from './FilterActions';
export * from './ErrorIndicator';
export * from './icons';
export * from './LoadingIndicator';
export * from './Modal';
export * from './MoveButtons';
export * from './Pagination';
export * from './SplitButton';
export * from './StatusRegion';
export * from './VisuallyHidden';
export * from './AreaNotFoundPage';
export * from './AsyncView';
export * from './BackLink';
export * from './DateTime';
export * from './PageHeading';
