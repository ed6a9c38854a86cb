import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@observatory/shared/http';
import { renderObservers } from '../testing/renderObservers';
import { ObserverForm } from './ObserverForm';

const apiError = (status: number, fieldErrors: Record<string, string[]> = {}) =>
  new ApiError({ status, title: 'Error', fieldErrors, network: false, aborted: false });

describe('ObserverForm', () => {
  it('requires a PIN of exactly 4 or 6 digits for a new observer', async () => {
    const { user } = renderObservers(<ObserverForm mode="new" onSubmit={jest.fn()} />);
    const pin = screen.getByLabelText('Password (required)');
    await user.type(pin, '12345');
    await user.tab();
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('The password must have exactly 4 or 6 digits.'));
    await user.clear(pin);
    await user.type(pin, '12a4');
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('The password must have exactly 4 or 6 digits.'));
    await user.clear(pin);
    await user.type(pin, '123456');
    expect(pin).not.toHaveAttribute('aria-invalid');
  });

  it('checks the phone format as the API does', async () => {
    const { user } = renderObservers(<ObserverForm mode="new" onSubmit={jest.fn()} />);
    const phone = screen.getByRole('textbox', { name: 'Phone (required)' });
    await user.type(phone, '0722');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('The phone must have 10 to 15 digits'));
    await user.clear(phone);
    await user.type(phone, '+40 (722) 123-456');
    await user.tab();
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it('maps the API’s field errors onto the fields, in our words', async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(400, { Name: ['Must be at most 100 characters.'] }));
    const { user } = renderObservers(<ObserverForm mode="edit" initial={{ name: 'Ana', phone: '0722000001' }} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The server did not accept this name.'));
    expect(screen.getByRole('group', { name: 'There is 1 problem with this form' })).toHaveFocus();
  });

  it('in edit: the PIN is optional and Delete is offered', async () => {
    const onDelete = jest.fn();
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    const { user } = renderObservers(
      <ObserverForm mode="edit" initial={{ name: 'Ana', phone: '0722000001' }} onSubmit={onSubmit} onDelete={onDelete} />,
    );
    expect(screen.getByLabelText('Password')).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ana', phone: '0722000001', pin: '' });
  });
});
