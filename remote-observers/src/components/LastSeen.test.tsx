import { screen } from '@testing-library/react';
import { renderObservers } from '../testing/renderObservers';
import { LastSeen } from './LastSeen';

describe('LastSeen', () => {
  it('shows a machine-readable time in the reader’s locale, or Never', () => {
    const { unmount } = renderObservers(<LastSeen value="2026-05-01T10:30:00.000Z" />, { language: 'ro' });
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-05-01T10:30:00.000Z');
    expect(document.querySelector('time')?.textContent).toMatch(/01\.05\.2026/);
    unmount();
    renderObservers(<LastSeen value={null} />, { language: 'ro' });
    expect(screen.getByText('Niciodată')).toBeInTheDocument();
  });
});
