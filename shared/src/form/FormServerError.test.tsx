import { screen } from '@testing-library/react';
import { renderWithHost } from '../testing';
import { FormServerError } from './FormServerError';

describe('FormServerError', () => {
  it('keeps an empty alert region in the page until there is an error', () => {
    const { rerender } = renderWithHost(<FormServerError />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<FormServerError error={{ message: 'A form that has answers cannot be deleted.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A form that has answers cannot be deleted.');
  });

  it('says the changes could not be saved when the error has no message', () => {
    renderWithHost(<FormServerError error={{}} />, { language: 'ro' });
    expect(screen.getByRole('alert')).toHaveTextContent('Modificările nu au putut fi salvate. Încercați din nou.');
  });
});
