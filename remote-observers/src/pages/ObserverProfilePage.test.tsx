import { screen, waitFor, within } from '@testing-library/react';
import { makeObserver } from '../testing/fixtures';
import { OBSERVERS, createObserversApi, requestsTo } from '../testing/observersApi';
import { renderArea } from '../testing/renderObservers';

const ana = makeObserver({ id: 7, name: 'Ana Pop', phone: '0722000007' });
const withAna = () => createObserversApi({ observers: [ana] });

describe('ObserverProfilePage', () => {
  it('adds an observer with normalised values, then goes back to the list', async () => {
    const api = withAna();
    const { user, services } = renderArea('/profil/new', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Add observer' })).toHaveFocus();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), '  Maria    Ionescu ');
    await user.type(screen.getByRole('textbox', { name: 'Phone (required)' }), ' 0722 123 456 ');
    const pin = screen.getByLabelText('Password (required)');
    expect(pin).toHaveAttribute('type', 'password');
    await user.type(pin, '1234');
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(requestsTo(api, OBSERVERS, 'POST')).toEqual([
      expect.objectContaining({ query: {}, body: { name: 'Maria Ionescu', phone: '0722123456', pin: '1234', sendSMS: false } }),
    ]);
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'success', title: 'Success', message: 'Observer has been added' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Observers' })).toBeInTheDocument();
  });

  it('keeps Save disabled for values made only of spaces and explains why', async () => {
    const api = withAna();
    const { user } = renderArea('/profil/new', { http: api.http });
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), '   ');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveAccessibleDescription('Name must contain more than spaces.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Fill in the required fields correctly to save.');
    expect(requestsTo(api, OBSERVERS, 'POST')).toEqual([]);
  });

  it('shows a duplicate phone next to the phone field', async () => {
    const api = withAna().on('POST', OBSERVERS, { status: 409, body: { status: 409, title: 'Conflict', detail: 'exists' } });
    const { user } = renderArea('/profil/new', { http: api.http });
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Phone (required)' }), '0722000007');
    await user.type(screen.getByLabelText('Password (required)'), '1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByRole('textbox', { name: 'Phone (required)' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('An observer with this phone number already exists.'));
  });

  it('puts other failures above the button', async () => {
    const api = withAna().on('POST', OBSERVERS, 'network-error');
    const { user } = renderArea('/profil/new', { http: api.http });
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Phone (required)' }), '0722000007');
    await user.type(screen.getByLabelText('Password (required)'), '1234');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The changes could not be saved. The server could not be reached. Check the connection and try again.'),
    ).toBeInTheDocument();
    // A failure that belongs to no field leaves Save enabled, with what was typed.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Ana');
  });

  it('fetches an observer that is not in the loaded list with ?id=, and edits it', async () => {
    const api = withAna();
    const { user, services } = renderArea('/profil/edit/7', { http: api.http });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit observer' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name (required)' });
    expect(requestsTo(api, OBSERVERS, 'GET')).toEqual([expect.objectContaining({ query: { id: '7' } })]);
    expect(name).toHaveValue('Ana Pop');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Leave it empty to keep the current password.');
    await user.clear(name);
    await user.type(name, 'Ana Maria Pop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // No pin: the current password is kept (the key is left out of the JSON body).
    expect(requestsTo(api, OBSERVERS, 'PUT')).toEqual([
      expect.objectContaining({ query: {}, body: { observerId: 7, name: 'Ana Maria Pop', phone: '0722000007' } }),
    ]);
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'success', title: 'Success', message: 'Changes have been saved' });
  });

  it('deletes from the edit page after the confirmation and returns to the list', async () => {
    const api = withAna();
    const { user } = renderArea('/profil/edit/7', { http: api.http });
    await screen.findByRole('textbox', { name: 'Name (required)' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(requestsTo(api, OBSERVERS, 'DELETE')).toEqual([expect.objectContaining({ query: { id: '7' } })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Observers' })).toBeInTheDocument();
  });

  it('shows the form disabled in view, with no password and no Save', async () => {
    renderArea('/profil/view/7', { http: withAna().http });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/observatori');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/observatori/profil/edit/7');
  });

  it("shows the observer's history from the audit trail, in words, in both languages", async () => {
    const event = {
      id: 4,
      at: '2026-11-08T09:12:00.000Z',
      actor: 'ngoadmin',
      ngoId: 2,
      action: 'observer.pin-reset' as const,
      entityType: 'observer' as const,
      entityId: '7',
      summary: 'PIN reset for Ana Pop (0722…007)',
      ip: '127.0.0.1',
      requestId: 'r-4',
    };
    const api = withAna().on('GET', '/api/v1/audit/observer/7', { body: [event] });
    const { unmount } = renderArea('/profil/view/7', { http: api.http });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('ngoadmin reset the PIN')).toBeInTheDocument();
    expect(history).toHaveTextContent('PIN reset for Ana Pop (0722…007)');
    expect(requestsTo(api, '/api/v1/audit/observer/7', 'GET')).toHaveLength(1);
    unmount();

    renderArea('/profil/edit/7', { http: api.http, language: 'ro' });
    const istoric = await screen.findByRole('region', { name: 'Istoric' });
    expect(await within(istoric).findByText('ngoadmin a resetat PIN-ul')).toBeInTheDocument();
  });

  it('still opens an old link keyed by phone', async () => {
    const api = withAna();
    renderArea('/profil/view/0722000007', { http: api.http });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ana Pop');
    expect(requestsTo(api, OBSERVERS)).toEqual([
      expect.objectContaining({ path: OBSERVERS, query: { Number: '0722000007', pageSize: '100' } }),
    ]);
  });

  it('says so when no observer has that id (or it is not the caller’s to see)', async () => {
    const api = withAna();
    renderArea('/profil/view/999', { http: api.http });
    expect(await screen.findByRole('alert')).toHaveTextContent('This observer was not found.');
    expect(api.requests).toEqual([expect.objectContaining({ path: OBSERVERS, query: { id: '999' } })]);
  });

  it('treats an unknown state as a missing page', () => {
    renderArea('/profil/archive/1');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
