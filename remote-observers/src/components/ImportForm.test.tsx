import { screen, waitFor } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { ImportForm } from './ImportForm';

describe('ImportForm', () => {
  it('hands the file and the NGO id over once both are valid', async () => {
    const onImport = jest.fn();
    const { user } = renderObservers(<ImportForm onImport={onImport} uploading={false} />, { hostUser: { organizer: true, ngoId: 3 } });
    const ngo = screen.getByRole('textbox', { name: 'NGO id (required)' });
    await user.clear(ngo);
    await user.type(ngo, '5');
    const file = new File(['Phone,Pin,Name\n'], 'list.CSV', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file (required)'), file);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(onImport).toHaveBeenCalledWith(file, 5);
  });

  it('is busy and locked while uploading, and shows the last failure above the button', () => {
    renderObservers(<ImportForm onImport={jest.fn()} uploading serverError="The file is too large." />);
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    expect(screen.getByLabelText('CSV file (required)')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large.');
  });
});
