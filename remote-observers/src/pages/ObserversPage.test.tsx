import { screen, waitFor, within } from '@testing-library/react';
import type { TestHttp } from '@observatory/shared/testing';
import { makeObserver, pageOf } from '../testing/fixtures';
import { COUNT, OBSERVERS, createObserversApi, listQueries, requestsTo } from '../testing/observersApi';
import { renderArea } from '../testing/renderObservers';

const ana = makeObserver({ id: 1, name: 'Ana Pop', phone: '0722000001', numberOfPollingStations: 3 });
const ion = makeObserver({ id: 2, name: 'Ion Ionescu', phone: '0722000002', lastSeen: null });

function renderList(api: TestHttp = createObserversApi({ observers: [ana, ion], total: 250, count: 812 }), path = '/') {
  return renderArea(path, { http: api.http });
}

describe('ObserversPage', () => {
  it('shows the title with the total count, the rows and the actions', async () => {
    const api = createObserversApi({ observers: [ana, ion], total: 250, count: 812 });
    renderList(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus();
    expect(await screen.findByRole('rowheader', { name: 'Ana Pop' })).toBeInTheDocument();
    expect(screen.getByTestId('observers-count')).toHaveTextContent('812 observers');
    const row = screen.getByRole('row', { name: /Ion Ionescu/ });
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/observatori/import');
    expect(screen.getByRole('link', { name: 'Add observer' })).toHaveAttribute('href', '/observatori/profil/new');
    expect(screen.getByRole('button', { name: 'Edit Ana Pop' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 100 of 250')).toBeInTheDocument();
    expect(listQueries(api)).toEqual([{ sortBy: 'name', sortDirection: 'asc', page: '1', pageSize: '100' }]);
    expect(requestsTo(api, COUNT)).toHaveLength(1);
  });

  it('filters by name and resets; both buttons are off while the fields are empty', async () => {
    const api = createObserversApi({ observers: [ana, ion], total: 250 });
    const { user } = renderList(api);
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    const filter = screen.getByRole('button', { name: 'Filter' });
    const reset = screen.getByRole('button', { name: 'Reset' });
    expect(filter).toBeDisabled();
    expect(reset).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ion   Io ');
    await user.click(filter);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Ana Pop' })).not.toBeInTheDocument());
    expect(listQueries(api).at(-1)).toEqual({ name: 'Ion Io', sortBy: 'name', sortDirection: 'asc', page: '1', pageSize: '100' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('rowheader', { name: 'Ana Pop' })).toBeInTheDocument();
    expect(listQueries(api).at(-1)).toEqual({ sortBy: 'name', sortDirection: 'asc', page: '1', pageSize: '100' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('sorts by last seen through the API: ascending first, then descending', async () => {
    const api = createObserversApi({ observers: [ana, ion], total: 250 });
    const { user } = renderList(api);
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.click(screen.getByRole('button', { name: 'Last seen' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sortBy: 'lastSeen', sortDirection: 'asc', page: '1' }));
    expect(screen.getByRole('columnheader', { name: 'Last seen' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Last seen' }));
    await waitFor(() => expect(listQueries(api).at(-1)).toMatchObject({ sortBy: 'lastSeen', sortDirection: 'desc' }));
  });

  it('asks the API for the next page of 100 by the cursor page 1 gave', async () => {
    const api = createObserversApi({ observers: [ana, ion], total: 250 });
    const { user } = renderList(api);
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({
        sortBy: 'name',
        sortDirection: 'asc',
        page: '2',
        pageSize: '100',
        after: 'cursor-after-page-1',
      }),
    );
    expect(await screen.findByText('Showing 101 to 200 of 250')).toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails, and recovers', async () => {
    const api = createObserversApi({ observers: [ana] }).on('GET', OBSERVERS, { status: 500, body: { status: 500 } });
    const { user } = renderList(api);
    const alert = await screen.findByRole('alert');
    api.on('GET', OBSERVERS, { body: pageOf([ana]) });
    expect(alert).toHaveTextContent('The observers could not be loaded. The server had a problem. Try again in a moment.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Ana Pop' })).toBeInTheDocument();
    expect(listQueries(api).map((query) => query.page)).toEqual(['1', '1']);
  });

  it('says so in place when the API forbids the list', async () => {
    renderList(createObserversApi().on('GET', OBSERVERS, { status: 403, body: { status: 403 } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The observers could not be loaded. You do not have permission to see or do this.',
    );
  });

  it('shows an empty state when nothing matches', async () => {
    const { user } = renderList(createObserversApi({ observers: [ana] }));
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nobody');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('heading', { name: 'No observers match this filter' })).toBeInTheDocument();
  });

  it('sends the selected rows to the notifications screen as a JSON array', async () => {
    const { user, services } = renderList();
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ana Pop' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ion Ionescu' }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(services.navigate).toHaveBeenCalledWith(`/notifications?toObserverIds=${encodeURIComponent('[1,2]')}`);
  });

  it('offers Delete, Notification and Reset password in the row menu', async () => {
    const { user, services } = renderList();
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.click(screen.getByRole('button', { name: 'More actions for Ana Pop' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Delete', 'Send notification', 'Reset password']);
    await user.click(screen.getByRole('menuitem', { name: 'Send notification' }));
    expect(services.navigate).toHaveBeenCalledWith(`/notifications?toObserverIds=${encodeURIComponent('[1]')}`);
  });

  it('deletes after the confirmation, then goes back to page 1 and refreshes the count', async () => {
    const api = createObserversApi({ observers: [ana, ion], total: 250, count: 812 });
    const { user, services } = renderArea('/', { http: api.http });
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Showing 101 to 200 of 250');
    const before = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'More actions for Ana Pop' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete observer' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete Ana Pop? Their submissions are kept.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(requestsTo(api, OBSERVERS, 'DELETE')).toEqual([expect.objectContaining({ query: { id: '1' } })]);
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'warning',
      title: 'Success',
      message: '\u2068Ana Pop\u2069 has been deleted.',
    });
    await waitFor(() => expect(screen.getByText('Showing 1 to 100 of 250')).toBeInTheDocument());
    const after = api.requests.slice(before).filter((request) => request.method === 'GET');
    expect(after.map((request) => `${request.path} ${request.query.page ?? ''}`.trim()).sort()).toEqual([
      '/api/v1/observer 1',
      '/api/v1/observer/count',
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the CARD view with name, phone, last login, selection and the card actions', async () => {
    const { user } = renderList();
    await screen.findByRole('rowheader', { name: 'Ana Pop' });
    await user.click(screen.getByRole('button', { name: 'Cards' }));
    expect(screen.getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');
    const card = screen.getByRole('heading', { level: 2, name: 'Ana Pop' }).closest('li')!;
    expect(within(card).getByText('0722000001')).toBeInTheDocument();
    expect(within(card).getByText('Last login')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Ana Pop' })).toHaveAttribute('href', '/observatori/profil/edit/1');
    expect(within(card).getByRole('button', { name: 'Delete Ana Pop' })).toBeInTheDocument();
    await user.click(within(card).getByRole('checkbox', { name: 'Select Ana Pop' }));
    expect(screen.getByText('1 observer selected')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reset password for Ana Pop' }));
    expect(screen.getByRole('dialog', { name: 'Reset password for Ana Pop' })).toBeInTheDocument();
  });

  it('speaks Romanian, with Romanian plurals', async () => {
    renderArea('/', { language: 'ro', http: createObserversApi({ observers: [ana], count: 23 }).http });
    expect(screen.getByRole('heading', { level: 1, name: 'Observatori' })).toBeInTheDocument();
    expect(await screen.findByTestId('observers-count')).toHaveTextContent('23 de observatori');
    expect(screen.getByRole('button', { name: 'Filtrează' })).toBeDisabled();
  });
});
