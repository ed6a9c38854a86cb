export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { SelectionBar } from './SelectionBar';
export type { SelectionBarProps } from './SelectionBar';
export type { DataTableColumn, RowId } from './types';
export { nextSort } from './sort';
export type { SortState } from './sort';
export { ROW_ID_ATTRIBUTE, rowIdProps, useRowExitFocus } from './useRowExitFocus';
export type { RowExitFocusOptions } from './useRowExitFocus';
