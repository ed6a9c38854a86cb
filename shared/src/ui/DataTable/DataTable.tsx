import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../Checkbox';
import { LoadingIndicator } from '../LoadingIndicator';
import { DataTableHead } from './DataTableHead';
import { SelectionBar } from './SelectionBar';
import type { SortState } from './sort';
import type { DataTableColumn, RowId } from './types';
import { rowIdProps } from './useRowExitFocus';

export interface DataTableProps<Row> {
  /** The columns, in order. Build them inside the component so headers can be translated. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page. */
  rows: readonly Row[];
  /** A stable id per row (React key and selection id). */
  getRowId: (row: Row) => RowId;
  /** What the table shows; required for a name. */
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already says the same. */
  hideCaption?: boolean;
  /** The current sort, if any. */
  sort?: SortState | null;
  /** Called with the next sort when a sortable header is used; see `nextSort`. */
  onSortChange?: (sort: SortState) => void;
  /** Ids of the selected rows. Passing it (with onSelectionChange) turns row checkboxes on. */
  selectedIds?: readonly RowId[];
  /** Called with the new selection. */
  onSelectionChange?: (ids: RowId[]) => void;
  /** Names a row for its checkbox ("Select Ana Pop"). Defaults to the row id. */
  getRowLabel?: (row: Row) => string;
  /**
   * The bottom bar's actions once rows are selected (spec: the selected count and the actions).
   * Receives the selected ids and a function that clears the selection after an action is sent.
   */
  selectionActions?: (ids: RowId[], clearSelection: () => void) => ReactNode;
  /**
   * Marks the table busy. Rows given meanwhile (the page shown before, while the next loads) stay
   * on screen, dimmed, so nothing flickers; without rows the loading indicator shows.
   */
  loading?: boolean;
  /** The text row shown when there are no rows. Defaults to a translated "No rows to show.". */
  noRows?: ReactNode;
  /** Extra class on the scrolling region. */
  className?: string;
}

/** A native table (spec section 2 "Data table") with sorting, selection and a selection bar. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, getRowId, caption, hideCaption = false, sort, onSortChange, loading = false } = props;
  const { selectedIds, onSelectionChange, getRowLabel, selectionActions, noRows, className } = props;
  const { t } = useTranslation('kit');
  const captionId = useId();
  const selectable = selectedIds !== undefined && onSelectionChange !== undefined;
  const selected = new Set(selectedIds ?? []);
  const rowIds = rows.map(getRowId);
  const selectedOnPage = rowIds.filter((id) => selected.has(id)).length;
  const span = columns.length + (selectable ? 1 : 0);

  const toggleRow = (id: RowId, checked: boolean) => {
    const next = checked ? [...selected, id] : [...selected].filter((value) => value !== id);
    onSelectionChange?.(next);
  };
  const toggleAll = (checked: boolean) => {
    const others = [...selected].filter((id) => !rowIds.includes(id));
    onSelectionChange?.(checked ? [...others, ...rowIds] : others);
  };
  const clearSelection = () => onSelectionChange?.([]);
  const selectAll = selectable
    ? {
        checked: rows.length > 0 && selectedOnPage === rows.length,
        indeterminate: selectedOnPage > 0 && selectedOnPage < rows.length,
        disabled: loading || rows.length === 0,
        onChange: toggleAll,
      }
    : undefined;

  return (
    <div className="obs-table-wrap">
      {/* The region scrolls wide tables on small screens; it is focusable so keyboards can scroll it. */}
      <div
        className={className ? `obs-table-scroll ${className}` : 'obs-table-scroll'}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        aria-busy={loading || undefined}
      >
        <table className="obs-table">
          <caption id={captionId} className={hideCaption ? 'obs-visually-hidden' : 'obs-table__caption'}>
            {caption}
          </caption>
          <DataTableHead columns={columns} sort={sort} onSortChange={onSortChange} selectAll={selectAll} />
          <tbody>
            {loading && rows.length === 0 && (
              <tr className="obs-table__message">
                <td colSpan={span}>
                  <LoadingIndicator />
                </td>
              </tr>
            )}
            {!loading && rows.length === 0 && (
              <tr className="obs-table__message">
                <td colSpan={span}>{noRows ?? t('table.noRows')}</td>
              </tr>
            )}
            {rows.map((row) => {
              const id = getRowId(row);
              const isSelected = selected.has(id);
              return (
                <tr key={id} className={isSelected ? 'obs-table__row--selected' : undefined} {...rowIdProps(id)}>
                  {selectable && (
                    <td className="obs-table__select">
                      <Checkbox
                        label={t('table.selectRow', { label: getRowLabel ? getRowLabel(row) : String(id) })}
                        hideLabel
                        checked={isSelected}
                        onChange={(checked) => toggleRow(id, checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" className={column.className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={column.className}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {selectable && <SelectionBar count={selected.size}>{selectionActions?.([...selected], clearSelection)}</SelectionBar>}
    </div>
  );
}
