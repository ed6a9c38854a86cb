import { screen, within } from '@testing-library/react';
import { makeObserver } from '../testing/fixtures';
import { renderObservers } from '../testing/renderObservers';
import { ObserversTable } from './ObserversTable';

const hostile = makeObserver({ id: 5, name: '<img src=x onerror="window.__xss=1">', numberOfPollingStations: 1234 });

function renderTable(overrides: Partial<Parameters<typeof ObserversTable>[0]> = {}) {
  const props = {
    rows: [hostile],
    loading: false,
    sort: { key: 'name', direction: 'asc' as const },
    onSortChange: jest.fn(),
    selectedIds: [],
    onSelectionChange: jest.fn(),
    onNotifySelected: jest.fn(),
    onEdit: jest.fn(),
    onDelete: jest.fn(),
    onNotify: jest.fn(),
    onResetPassword: jest.fn(),
    ...overrides,
  };
  return { props, ...renderObservers(<ObserversTable {...props} />) };
}

describe('ObserversTable', () => {
  it('renders observer names as text, never as markup', () => {
    renderTable();
    expect(screen.getByRole('rowheader', { name: hostile.name })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has the spec’s columns, name and last seen sortable, numbers in the reader’s locale', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Select all rows', 'Name', 'Phone', 'Last seen', 'Polling stations', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(screen.getByRole('row', { name: /onerror/ })).getByText('1,234')).toBeInTheDocument();
  });

  it('runs Edit from the split button and the others from its menu', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: `Edit ${hostile.name}` }));
    expect(props.onEdit).toHaveBeenCalledWith(hostile);
    await user.click(screen.getByRole('button', { name: `More actions for ${hostile.name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    expect(props.onResetPassword).toHaveBeenCalledWith(hostile);
  });

  it('asks for the next sort when a sortable header is used', async () => {
    const { user, props } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Last seen' }));
    expect(props.onSortChange).toHaveBeenCalledWith({ key: 'lastSeen', direction: 'asc' });
  });
});
