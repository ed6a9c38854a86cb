import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { ErrorIndicator } from './ErrorIndicator';

describe('ErrorIndicator', () => {
  it('shows the message in an alert with a named Retry button', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithHost(<ErrorIndicator message="The observers could not be loaded." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The observers could not be loaded.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    // The refresh icon adds nothing to the name: it is hidden.
    expect(retry.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a translated default text and no button without onRetry', () => {
    renderWithHost(<ErrorIndicator />, { language: 'ro' });
    expect(screen.getByRole('alert')).toHaveTextContent('A apărut o problemă la încărcare.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a busy retry', () => {
    renderWithHost(<ErrorIndicator onRetry={() => {}} retrying />);
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
