import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@observatory/shared/http';
import { listGet } from '../testing/fakeApi';
import { makeObserver, pageOf } from '../testing/fixtures';
import { renderArea } from '../testing/renderObservers';

const ana = makeObserver({ id: 7, name: 'Ana Pop', phone: '0722000007' });
const conflict = new ApiError({ status: 409, title: 'Conflict', detail: 'exists', fieldErrors: {}, network: false, aborted: false });

describe('ObserverProfilePage', () => {
  it('adds an observer with normalised values, then goes back to the list', async () => {
    const post = jest.fn().mockResolvedValue(99);
    const { user, services } = renderArea('/profil/new', { http: { post, get: listGet([ana]) as never } });
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
    expect(post).toHaveBeenCalledWith('/api/v1/observer', { name: 'Maria Ionescu', phone: '0722123456', pin: '1234', sendSMS: false });
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'success', title: 'Success', message: 'Observer has been added' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Observers' })).toBeInTheDocument();
  });

  it('keeps Save disabled for values made only of spaces and explains why', async () => {
    const { user } = renderArea('/profil/new');
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), '   ');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveAccessibleDescription('Name must contain more than spaces.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Fill in the required fields correctly to save.');
  });

  it('shows a duplicate phone next to the phone field', async () => {
    const post = jest.fn().mockRejectedValue(conflict);
    const { user } = renderArea('/profil/new', { http: { post } });
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
    const post = jest
      .fn()
      .mockRejectedValue(new ApiError({ status: 0, title: 'Network Error', fieldErrors: {}, network: true, aborted: false }));
    const { user } = renderArea('/profil/new', { http: { post } });
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

  it('fetches an observer that is not in the loaded list with ?Number=, and edits it', async () => {
    const get = jest.fn().mockResolvedValue(pageOf([ana]));
    const put = jest.fn().mockResolvedValue(true);
    const { user, services } = renderArea('/profil/edit/7', { http: { get, put } });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit observer' })).toBeInTheDocument();
    const name = await screen.findByRole('textbox', { name: 'Name (required)' });
    expect(get).toHaveBeenCalledWith('/api/v1/observer', expect.objectContaining({ query: { id: '7' } }));
    expect(name).toHaveValue('Ana Pop');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Leave it empty to keep the current password.');
    await user.clear(name);
    await user.type(name, 'Ana Maria Pop');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(put).toHaveBeenCalledWith('/api/v1/observer', { observerId: 7, name: 'Ana Maria Pop', phone: '0722000007', pin: undefined });
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'success', title: 'Success', message: 'Changes have been saved' });
  });

  it('deletes from the edit page after the confirmation and returns to the list', async () => {
    const remove = jest.fn().mockResolvedValue(true);
    const { user } = renderArea('/profil/edit/7', { http: { get: listGet([ana]) as never, delete: remove } });
    await screen.findByRole('textbox', { name: 'Name (required)' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledWith('/api/v1/observer', { query: { id: 7 } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Observers' })).toBeInTheDocument();
  });

  it('shows the form disabled in view, with no password and no Save', async () => {
    renderArea('/profil/view/7', { http: { get: jest.fn().mockResolvedValue(pageOf([ana])) } });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/observatori');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/observatori/profil/edit/7');
  });

  it('still opens an old link keyed by phone', async () => {
    const get = jest.fn().mockResolvedValue(pageOf([ana]));
    renderArea('/profil/view/0722000007', { http: { get } });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Ana Pop');
    expect(get).toHaveBeenCalledWith('/api/v1/observer', expect.objectContaining({ query: { Number: '0722000007', pageSize: 100 } }));
  });

  it('says so when no observer has that id (or it is not the caller’s to see)', async () => {
    renderArea('/profil/view/999', { http: { get: jest.fn().mockResolvedValue(pageOf([])) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This observer was not found.');
  });

  it('treats an unknown state as a missing page', () => {
    renderArea('/profil/archive/1');
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeInTheDocument();
  });
});
