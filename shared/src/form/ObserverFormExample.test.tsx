/**
 * The form kit end to end, on a form shaped like the observer profile (spec section 5): required
 * fields with a non-whitespace rule, values normalised before submit, the error summary and server
 * errors.
 */
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@observatory/shared/http';
import { renderWithHost } from '../testing';
import { applyServerErrors } from './applyServerErrors';
import { FormErrorSummary } from './FormErrorSummary';
import { FormServerError } from './FormServerError';
import { normalizeValues } from './normalize';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { combineRules, useValidators } from './validators';

interface ObserverValues {
  name: string;
  phone: string;
  pin: string;
}

function ObserverForm({ save }: { save: (values: ObserverValues) => Promise<void> }) {
  const v = useValidators();
  const { register, handleSubmit, setError, formState } = useForm<ObserverValues>({
    mode: 'onTouched',
    defaultValues: { name: '', phone: '', pin: '' },
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<string>();
  const { errors, submitCount, isValid } = formState;
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save(normalizeValues(values));
    } catch (error) {
      const placed = applyServerErrors(setError, error, { fields: { phone: { field: 'phone', message: 'Check the phone number.' } } });
      if (!placed) setFormError('Could not save. Try again.');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormErrorSummary errors={errors} submitCount={submitCount} />
      <TextField
        registration={register('name', combineRules(v.required('Name'), v.nonWhitespace('Name')))}
        label="Name"
        required
        error={errors.name}
      />
      <TextField
        registration={register('phone', combineRules(v.required('Phone'), v.nonWhitespace('Phone')))}
        label="Phone"
        type="tel"
        required
        error={errors.phone}
      />
      <PasswordField registration={register('pin', v.required('Password'))} label="Password" required error={errors.pin} />
      <FormServerError message={formError} />
      <button type="submit" disabled={submitCount > 0 && !isValid}>
        Save
      </button>
    </form>
  );
}

describe('form kit on an observer form', () => {
  it('after an empty submit: summary focused, fields invalid with linked messages', async () => {
    const save = jest.fn();
    const { user } = renderWithHost(<ObserverForm save={save} />);
    expect(screen.queryByRole('heading', { name: /problem/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: 'There are 3 problems with this form' });
    expect(summary).toHaveFocus();
    const name = screen.getByRole('textbox', { name: 'Name (required)' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByLabelText('Password (required)')).toHaveAccessibleDescription('Password is required.');

    await user.click(screen.getByRole('link', { name: 'Phone is required.' }));
    expect(screen.getByRole('textbox', { name: 'Phone (required)' })).toHaveFocus();
  });

  it('rejects values made only of spaces and normalises the rest before saving', async () => {
    const save = jest.fn().mockResolvedValue(undefined);
    const { user } = renderWithHost(<ObserverForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Phone (required)' }), '0722 000 001');
    await user.type(screen.getByLabelText('Password (required)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('link', { name: 'Name must contain more than spaces.' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'There is 1 problem with this form' })).toHaveFocus();

    await user.clear(screen.getByRole('textbox', { name: 'Name (required)' }));
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), '  Ana    Pop ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledWith({ name: 'Ana Pop', phone: '0722 000 001', pin: '1234' });
  });

  it('puts a server refusal on its field in the form’s own words', async () => {
    const save = jest
      .fn()
      .mockRejectedValue(
        new ApiError({ status: 400, title: 'Bad Request', fieldErrors: { Phone: ['raw English text'] }, network: false, aborted: false }),
      );
    const { user } = renderWithHost(<ObserverForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Phone (required)' }), '0722');
    await user.type(screen.getByLabelText('Password (required)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByRole('textbox', { name: 'Phone (required)' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Check the phone number.');
    expect(screen.queryByText('raw English text')).not.toBeInTheDocument();
  });

  it('after a failure that belongs to no field, keeps the values and Save enabled, and saves on retry', async () => {
    const save = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ status: 500, title: 'x', fieldErrors: {}, network: false, aborted: false }))
      .mockResolvedValueOnce(undefined);
    const { user } = renderWithHost(<ObserverForm save={save} />);
    await user.type(screen.getByRole('textbox', { name: 'Name (required)' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Phone (required)' }), '0722');
    await user.type(screen.getByLabelText('Password (required)'), '1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Name (required)' })).toHaveValue('Ana');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Could not save. Try again.')).not.toBeInTheDocument();
  });

  it('shows translated validation messages in Romanian', async () => {
    const { user } = renderWithHost(<ObserverForm save={jest.fn()} />, { language: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('group', { name: 'Formularul are 3 probleme' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Câmpul Name este obligatoriu.' })).toBeInTheDocument();
  });
});
