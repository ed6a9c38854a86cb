import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { DataTable } from './DataTable';
import { nextSort } from './sort';
import type { SortState } from './sort';
import type { DataTableColumn, RowId } from './types';

interface Person {
  id: number;
  name: string;
  phone: string;
}

const PEOPLE: Person[] = [
  { id: 1, name: 'Ana Pop', phone: '0722000001' },
  { id: 2, name: 'Ion Ionescu', phone: '0722000002' },
  { id: 3, name: 'Maria Dinu', phone: '0722000003' },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name', rowHeader: true },
  { id: 'phone', header: 'Phone', cell: (row) => row.phone },
  { id: 'lastSeen', header: 'Last seen', cell: () => '—', sortKey: 'lastSeen' },
];

function SortableTable({ onSortChange }: { onSortChange: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable
      caption="Observers"
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(row) => row.id}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

function SelectableTable({ onArchive = jest.fn(), rows = PEOPLE }: { onArchive?: (ids: RowId[]) => void; rows?: Person[] }) {
  const [selected, setSelected] = useState<RowId[]>([]);
  return (
    <DataTable
      caption="Observers"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      selectedIds={selected}
      onSelectionChange={setSelected}
      selectionActions={(ids, clearSelection) => (
        <button
          type="button"
          onClick={() => {
            onArchive(ids);
            clearSelection();
          }}
        >
          Archive
        </button>
      )}
    />
  );
}

describe('nextSort', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'lastSeen')).toEqual({ key: 'lastSeen', direction: 'asc' });
  });
});

describe('DataTable', () => {
  it('is a native table with a caption, column headers and row headers', () => {
    renderWithHost(<DataTable caption="Observers" hideCaption columns={COLUMNS} rows={PEOPLE} getRowId={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Observers' });
    expect(screen.getByText('Observers')).toHaveClass('obs-visually-hidden');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Phone', 'Last seen']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(table).getByRole('rowheader', { name: 'Ana Pop' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // The scrolling region is named after the table and reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Observers' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts with buttons inside the headers and reports the order with aria-sort', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithHost(<SortableTable onSortChange={onSortChange} />);
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Phone' })).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Last seen' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'lastSeen', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('sorts from the keyboard', async () => {
    const onSortChange = jest.fn();
    const { user } = renderWithHost(<SortableTable onSortChange={onSortChange} />);
    screen.getByRole('button', { name: 'Last seen' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onSortChange.mock.calls).toEqual([[{ key: 'lastSeen', direction: 'asc' }], [{ key: 'lastSeen', direction: 'desc' }]]);
  });

  it('selects rows with checkboxes named after the row and shows the selection bar', async () => {
    const { user } = renderWithHost(<SelectableTable />);
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Pop' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 row selected');
    const bar = screen.getByRole('group', { name: 'Actions for the selected rows' });
    expect(within(bar).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Maria Dinu' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 rows selected');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toHaveProperty('indeterminate', true);
  });

  it('selects and clears every row with select-all', async () => {
    const { user } = renderWithHost(<SelectableTable />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(all);
    PEOPLE.forEach((person) => expect(screen.getByRole('checkbox', { name: `Select ${person.name}` })).toBeChecked());
    expect(all).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('3 rows selected');
    await user.click(all);
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Actions for the selected rows' })).not.toBeInTheDocument();
  });

  it('hands the selected ids to the page’s action, which can then clear the selection', async () => {
    const onArchive = jest.fn();
    const { user } = renderWithHost(<SelectableTable onArchive={onArchive} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ion Ionescu' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Maria Dinu' }));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledWith([2, 3]);
    expect(screen.getByRole('checkbox', { name: 'Select Ion Ionescu' })).not.toBeChecked();
  });

  it('uses Romanian plural forms for the count', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Observer ${index + 1}`, phone: '' }));
    const { user } = renderWithHost(<SelectableTable rows={many} />, { language: 'ro' });
    await user.click(screen.getByRole('checkbox', { name: 'Selectează Observer 1' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 rând selectat');
    await user.click(screen.getByRole('checkbox', { name: 'Selectează Observer 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('2 rânduri selectate');
    await user.click(screen.getByRole('checkbox', { name: 'Selectează toate rândurile' }));
    expect(screen.getByRole('status')).toHaveTextContent('25 de rânduri selectate');
  });

  it('shows the loading indicator and marks the region busy while there are no rows yet', () => {
    renderWithHost(<DataTable caption="Observers" columns={COLUMNS} rows={[]} getRowId={(row) => row.id} loading />);
    expect(screen.getByRole('region', { name: 'Observers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('cell', { name: 'No rows to show.' })).not.toBeInTheDocument();
  });

  it('keeps the rows shown before on screen, marked busy, while the next ones load (no flicker)', () => {
    renderWithHost(<DataTable caption="Observers" columns={COLUMNS} rows={PEOPLE} getRowId={(row) => row.id} loading />);
    expect(screen.getByRole('region', { name: 'Observers' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Ana Pop')).toBeInTheDocument();
  });

  it('shows a text row when there are no rows', () => {
    const { rerender } = renderWithHost(<DataTable caption="Observers" columns={COLUMNS} rows={[]} getRowId={(row) => row.id} />);
    expect(screen.getByRole('cell', { name: 'No rows to show.' })).toHaveAttribute('colspan', '3');
    rerender(
      <DataTable caption="Observers" columns={COLUMNS} rows={[]} getRowId={(row) => row.id} noRows="No observers match the filter." />,
    );
    expect(screen.getByRole('cell', { name: 'No observers match the filter.' })).toBeInTheDocument();
  });
});
