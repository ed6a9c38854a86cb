import { screen, waitFor, within } from '@testing-library/react';
import { createObserversApi } from '../testing/observersApi';
import { makeObserver } from '../testing/fixtures';
import { renderObservers } from '../testing/renderObservers';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const ana = makeObserver({ id: 3, name: 'Ana Pop', phone: '0722000003' });

describe('ResetPasswordDialog', () => {
  it('needs a non-empty password, checks 4 or 6 digits before sending, and resets exactly this observer', async () => {
    const api = createObserversApi();
    const onClose = jest.fn();
    const { user, services } = renderObservers(<ResetPasswordDialog observer={ana} onClose={onClose} />, { http: api.http });
    const dialog = screen.getByRole('dialog', { name: /^Reset password for Ana Pop$/ });
    const input = screen.getByLabelText('New password (required)');
    expect(dialog).toContainElement(input);
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Use 4 or 6 digits.');
    const confirm = screen.getByRole('button', { name: 'Reset password' });
    expect(confirm).toBeDisabled();
    await user.type(input, '12345');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    // Checked in the browser: nothing reaches the server.
    expect(api.requests).toEqual([]);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The password must have exactly 4 or 6 digits.'));
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(confirm);
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/observer/reset',
        query: {},
        body: { action: 'reset-password', observerId: 3, phoneNumber: '0722000003', pin: '123456' },
      }),
    ]);
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success!',
      message: 'Password has been reset for the observer.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('tells namesakes apart: the phone always, and for an organizer the NGO, each isolated', () => {
    const civic = makeObserver({ id: 7, name: 'Ana Pop', phone: '0722000007', ngo: 'Civic \u202EWatch' });
    const { unmount } = renderObservers(<ResetPasswordDialog observer={civic} onClose={jest.fn()} />, {
      hostUser: { organizer: true },
      language: 'ro',
    });
    const dialog = screen.getByRole('dialog', { name: 'Resetează parola pentru Ana Pop' });
    expect(dialog).toHaveAccessibleDescription('Telefon 0722000007 ONG Civic \u202EWatch');
    expect(within(dialog).getByText('0722000007').tagName).toBe('BDI');
    expect(within(dialog).getByText('Civic \u202EWatch').tagName).toBe('BDI');
    unmount();
    // Staff of one NGO see only their own observers: the phone is enough.
    renderObservers(<ResetPasswordDialog observer={civic} onClose={jest.fn()} />);
    const own = screen.getByRole('dialog', { name: 'Reset password for Ana Pop' });
    expect(own).toHaveAccessibleDescription('Phone 0722000007');
    expect(within(own).queryByText(/Civic/)).not.toBeInTheDocument();
  });

  it('refuses letters in the browser', async () => {
    const api = createObserversApi();
    const { user } = renderObservers(<ResetPasswordDialog observer={ana} onClose={jest.fn()} />, { http: api.http });
    const input = screen.getByLabelText('New password (required)');
    await user.type(input, 'abcd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The password must have exactly 4 or 6 digits.'));
    expect(api.requests).toEqual([]);
  });

  it('shows the error toast and keeps the reason in the dialog when the reset fails', async () => {
    const api = createObserversApi().on('POST', '/api/v1/observer/reset', { status: 503, body: { status: 503 } });
    const onClose = jest.fn();
    const { user, services } = renderObservers(<ResetPasswordDialog observer={ana} onClose={onClose} />, { http: api.http });
    await user.type(screen.getByLabelText('New password (required)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(services.toasts.show).toHaveBeenCalledWith({ kind: 'error', title: 'Error!', message: 'Could not reset password' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The password was not changed. The server had a problem.'));
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing inside while closed', () => {
    renderObservers(<ResetPasswordDialog observer={null} onClose={jest.fn()} />);
    expect(screen.queryByLabelText('New password (required)')).not.toBeInTheDocument();
  });
});
