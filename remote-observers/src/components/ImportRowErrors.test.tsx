import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { ImportRowErrors } from './ImportRowErrors';

describe('ImportRowErrors', () => {
  it('lists the rows, translating the column names, and says when the list was cut', () => {
    const rows = [
      { line: 1204, field: 'phone', message: 'The phone is required.', code: 'phone_required' },
      { line: 1204, field: 'phone', message: 'Another problem on the same cell.', code: 'phone_format' },
    ];
    renderObservers(<ImportRowErrors report={{ rows, total: 250 }} />, { language: 'ro' });
    expect(screen.getByRole('heading', { name: '250 de probleme în fișier' })).toBeInTheDocument();
    expect(screen.getByText('Sunt afișate primele 2 din 250 probleme.')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader', { name: '1.204' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: 'Telefon' })).toHaveLength(2);
  });

  it('says each problem from its code in the reader’s language, never the API’s English', () => {
    const rows = [
      { line: 2, field: 'pin', message: 'The PIN must be exactly 4 or 6 digits.', code: 'pin_format' },
      { line: 3, field: 'phone', message: 'Phone already registered.', code: 'phone_taken' },
      { line: 4, field: 'name', message: 'Some new rule.', code: 'not_known_yet' },
      { line: 5, field: 'name', message: 'No code at all.' },
    ];
    renderObservers(<ImportRowErrors report={{ rows, total: 4 }} />, { language: 'ro' });
    expect(screen.getByRole('cell', { name: 'PIN-ul trebuie să aibă exact 4 sau 6 cifre.' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Acest număr de telefon este deja înregistrat pentru un observator.' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: 'Această valoare nu este acceptată.' })).toHaveLength(2);
    expect(screen.queryByText(/PIN must be|already registered|Some new rule|No code/)).not.toBeInTheDocument();
  });
});
