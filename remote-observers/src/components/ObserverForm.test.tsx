import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '@observatory/shared/http';
import { renderObservers } from '../testing/renderObservers';
import { ObserverForm } from './ObserverForm';

const apiError = (status: number, fieldErrors: Record<string, string[]> = {}, fieldCodes?: Record<string, string[]>) =>
  new ApiError({ status, title: 'Error', fieldErrors, fieldCodes, network: false, aborted: false });

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

  it('maps the API’s field errors onto the fields, in our words (a general one when no code comes)', async () => {
    const onSubmit = jest.fn().mockRejectedValue(apiError(400, { Name: ['Must be at most 100 characters.'] }));
    const { user } = renderObservers(<ObserverForm mode="edit" initial={{ name: 'Ana', phone: '0722000001' }} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('The server did not accept this name. Check it and save again.'));
    expect(screen.getByRole('group', { name: 'There is 1 problem with this form' })).toHaveFocus();
  });

  it.each([
    [
      'en',
      'Name (required)',
      'The name contains invisible direction-control characters (often copied along with it from another app). Retype the name by hand.',
    ],
    [
      'ro',
      'Nume (obligatoriu)',
      'Numele conține caractere invizibile de control al direcției textului (copiate de obicei odată cu el din altă aplicație). Tastați din nou numele.',
    ],
  ] as const)('says what is wrong with a refused name and how to fix it, by its code (%s)', async (language, label, sentence) => {
    const refused = apiError(400, { name: ['Must not contain bidirectional control characters.'] }, { name: ['name_bidi'] });
    const { user } = renderObservers(
      <ObserverForm mode="edit" initial={{ name: 'Ana', phone: '0722000001' }} onSubmit={jest.fn().mockRejectedValue(refused)} />,
      {
        language,
      },
    );
    await waitFor(() => expect(screen.getByRole('button', { name: language === 'en' ? 'Save' : 'Salvează' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Save' : 'Salvează' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(sentence));
  });

  it('says every other refusal by its code: lengths and formats', async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(
        apiError(400, { name: ['x'], phone: ['x'], pin: ['x'] }, { name: ['too_long'], phone: ['phone_format'], pin: ['pin_format'] }),
      );
    const { user } = renderObservers(<ObserverForm mode="edit" initial={{ name: 'Ana', phone: '0722000001' }} onSubmit={onSubmit} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveAccessibleDescription(
        'Name is longer than allowed: shorten it.',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Phone (required)' })).toHaveAccessibleDescription(
      expect.stringContaining('The phone must have 10 to 15 digits, optionally starting with +. Spaces, dots and dashes may stay.'),
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('exactly 4 or 6 digits, with nothing else.'),
    );
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
