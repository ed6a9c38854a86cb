import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { PageHeading } from './PageHeading';

describe('PageHeading', () => {
  it('takes focus when the screen appears and names the browser tab after itself', () => {
    renderWithHost(<PageHeading>Observers</PageHeading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Observers' })).toHaveFocus();
    expect(document.title).toBe('Observers · Observatory');
  });

  it('follows a changed heading, or uses the title it is given', () => {
    const { rerender } = renderWithHost(<PageHeading>Forms</PageHeading>);
    rerender(<PageHeading documentTitle="Form editor">Untitled</PageHeading>);
    expect(document.title).toBe('Form editor · Observatory');
  });
});
