import { screen } from '@testing-library/react';
import { renderWithHost } from '../testing';
import { FormServerError } from './FormServerError';

describe('FormServerError', () => {
  it('keeps an empty alert region in the page until there is a message', () => {
    const { rerender } = renderWithHost(<FormServerError />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    rerender(<FormServerError message="The server could not be reached." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  });

  it('says the changes could not be saved when asked for the kit’s sentence', () => {
    renderWithHost(<FormServerError message />, { language: 'ro' });
    expect(screen.getByRole('alert')).toHaveTextContent('Modificările nu au putut fi salvate. Încercați din nou.');
  });
});
