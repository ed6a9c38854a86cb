import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@observatory/shared/http';
import { makeObserver } from '../testing/fixtures';
import { renderObservers } from '../testing/renderObservers';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const ana = makeObserver({ id: 3, name: 'Ana Pop', phone: '0722000003' });

describe('ResetPasswordDialog', () => {
  it('needs a non-empty password, checks 4 or 6 digits before sending, and resets exactly this observer', async () => {
    const post = jest.fn().mockResolvedValue(true);
    const onClose = jest.fn();
    const { user, services } = renderObservers(<ResetPasswordDialog observer={ana} onClose={onClose} />, { http: { post } });
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
    expect(post).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('The password must have exactly 4 or 6 digits.'));
    await user.clear(input);
    await user.type(input, '123456');
    await user.click(confirm);
    expect(post).toHaveBeenCalledWith('/api/v1/observer/reset', {
      action: 'reset-password',
      observerId: 3,
      phoneNumber: '0722000003',
      pin: '123456',
    });
    expect(services.toasts.show).toHaveBeenCalledWith({
      kind: 'success',
      title: 'Success!',
      message: 'Password has been reset for the observer.',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses letters in the browser', async () => {
    const post = jest.fn();
    const { user } = renderObservers(<ResetPasswordDialog observer={ana} onClose={jest.fn()} />, { http: { post } });
    await user.type(screen.getByLabelText('New password (required)'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the error toast and keeps the reason in the dialog when the reset fails', async () => {
    const post = jest.fn().mockRejectedValue(new ApiError({ status: 503, title: 'Bad', fieldErrors: {}, network: false, aborted: false }));
    const onClose = jest.fn();
    const { user, services } = renderObservers(<ResetPasswordDialog observer={ana} onClose={onClose} />, { http: { post } });
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
