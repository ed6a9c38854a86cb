import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it('says Loading... in a status region', () => {
    renderWithHost(<LoadingIndicator />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('is translated', () => {
    renderWithHost(<LoadingIndicator />, { language: 'ro' });
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă...');
  });

  it('accepts its own label', () => {
    renderWithHost(<LoadingIndicator label="Loading observers…" inline />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading observers…');
    expect(screen.getByRole('status')).toHaveClass('obs-loading--inline');
  });
});
