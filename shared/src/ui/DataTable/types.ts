import type { ReactNode } from 'react';

export type RowId = string | number;

/** One column of a DataTable. */
export interface DataTableColumn<Row> {
  /** Stable id of the column (React key). */
  id: string;
  /** Header content; keep it text so the column and its sort button have a name. */
  header: ReactNode;
  /** Renders the cell of a row. Called at render time, so `t()` may be used inside. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable under this key (what `onSortChange` receives). */
  sortKey?: string;
  /** Render this column's cells as row headers (`<th scope="row">`), e.g. the name column. */
  rowHeader?: boolean;
  /** Extra class on the header and cells, e.g. 'obs-table__cell--number' for right-aligned numbers. */
  className?: string;
}
