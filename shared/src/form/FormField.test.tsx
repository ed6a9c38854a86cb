import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { renderWithHost } from '../testing';
import { FileField } from './FileField';
import { FormField } from './FormField';
import { PasswordField } from './PasswordField';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';

describe('FormField', () => {
  it('labels the control, says "required" in text and links hint and error', () => {
    renderWithHost(
      <FormField name="phone" label="Phone" required hint="Romanian mobile number" error={{ message: 'Phone is required.' }}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone (required)' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Romanian mobile number Phone is required.');
  });

  it('is neither invalid nor described when all is well', () => {
    renderWithHost(
      <FormField name="name" label="Name">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('translates "required"', () => {
    renderWithHost(
      <FormField name="name" label="Nume" required>
        {(control) => <input {...control} />}
      </FormField>,
      { language: 'ro' },
    );
    expect(screen.getByRole('textbox', { name: 'Nume (obligatoriu)' })).toBeInTheDocument();
  });
});

function AllFields({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { name: '', pin: '', description: '', county: '', file: undefined } });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField registration={register('name')} label="Name" autoComplete="name" />
      <PasswordField registration={register('pin')} label="Password" autoComplete="new-password" />
      <TextAreaField registration={register('description')} label="Description" />
      <SelectField
        registration={register('county')}
        label="County"
        options={[
          { value: 'AB', label: 'Alba' },
          { value: 'B', label: 'București' },
        ]}
      />
      <FileField registration={register('file')} label="CSV file" accept=".csv" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('field components', () => {
  it('register with react-hook-form and submit what was typed and chosen', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithHost(<AllFields onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ana Pop');
    await user.type(screen.getByLabelText('Password'), '1234');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Draft');
    await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'București');
    const file = new File(['Phone,Pin,Name'], 'observers.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0]![0] as { name: string; pin: string; description: string; county: string; file: FileList };
    expect(values).toMatchObject({ name: 'Ana Pop', pin: '1234', description: 'Draft', county: 'B' });
    expect(values.file[0]).toBe(file);
  });

  it('has a placeholder choice in selects and passes input props through', () => {
    renderWithHost(<AllFields onSubmit={() => {}} />);
    expect(screen.getByRole('option', { name: 'Choose an option' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('CSV file')).toHaveAttribute('accept', '.csv');
  });

  it('shows and hides the password with a toggle', async () => {
    const { user } = renderWithHost(<AllFields onSubmit={() => {}} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
