import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, a message and an action', () => {
    renderWithHost(
      <EmptyState
        title="No observers yet"
        message="Import a CSV file to add many at once."
        action={<button type="button">Import</button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No observers yet' })).toBeInTheDocument();
    expect(screen.getByText('Import a CSV file to add many at once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('has a translated default heading', () => {
    renderWithHost(<EmptyState />, { language: 'ro' });
    expect(screen.getByRole('heading', { level: 2, name: 'Nu este nimic de afișat încă.' })).toBeInTheDocument();
  });
});
