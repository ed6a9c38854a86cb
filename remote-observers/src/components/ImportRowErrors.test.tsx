import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { ImportRowErrors } from './ImportRowErrors';

describe('ImportRowErrors', () => {
  it('lists the rows, translating the column names, and says when the list was cut', () => {
    const rows = [
      { line: 1204, field: 'phone', message: 'The phone is required.' },
      { line: 1204, field: 'phone', message: 'Another problem on the same cell.' },
    ];
    renderObservers(<ImportRowErrors report={{ rows, total: 250 }} />, { language: 'ro' });
    expect(screen.getByRole('heading', { name: '250 de probleme în fișier' })).toBeInTheDocument();
    expect(screen.getByText('Sunt afișate primele 2 din 250 probleme.')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader', { name: '1.204' })).toHaveLength(2);
    expect(screen.getAllByRole('cell', { name: 'Telefon' })).toHaveLength(2);
  });
});
