import { screen } from '@testing-library/react';
import { renderWithHost } from '../../testing';
import { DateTime } from './DateTime';

describe('DateTime', () => {
  it('shows the short form per language and gives the full date to keyboard and screen-reader users', () => {
    const { container } = renderWithHost(<DateTime value="2026-05-01T10:30:00.000Z" />, { language: 'ro' });
    const time = container.querySelector('time')!;
    expect(time).toHaveAttribute('dateTime', '2026-05-01T10:30:00.000Z');
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^01\.05\.2026/);
    // The full form is in the accessibility tree (only visually hidden until hover or focus).
    expect(time.querySelector('.obs-datetime__full')).toHaveTextContent(/vineri, 1 mai 2026/);
  });

  it('formats in English too, and shows a dash or the given text for no value', () => {
    const { unmount } = renderWithHost(<DateTime value="2026-05-01T10:30:00.000Z" style="date" />, { language: 'en' });
    expect(screen.getByText('1 May 2026')).toBeInTheDocument();
    unmount();
    renderWithHost(<DateTime value={null} empty="Never" />);
    expect(screen.getByText('Never')).toBeInTheDocument();
  });
});
