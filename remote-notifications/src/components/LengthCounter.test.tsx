import { screen } from '@testing-library/react';
import { renderNotifications } from '../testing/renderNotifications';
import { LengthCounter } from './LengthCounter';

describe('LengthCounter', () => {
  it('counts against the limit', () => {
    renderNotifications(<LengthCounter used={12} limit={65} />);
    expect(screen.getByText('12 of 65 characters')).toBeInTheDocument();
    expect(screen.queryByText(/most phones show/)).not.toBeInTheDocument();
  });

  it('warns in words past the limit', () => {
    renderNotifications(<LengthCounter used={70} limit={65} />);
    expect(screen.getByText('70 of 65 characters')).toBeInTheDocument();
    expect(screen.getByText('5 characters more than the 65 most phones show: the end may be cut.')).toBeInTheDocument();
  });

  it('speaks Romanian plurals', () => {
    renderNotifications(<LengthCounter used={263} limit={240} />, { language: 'ro' });
    expect(screen.getByText('263 din 240 de caractere')).toBeInTheDocument();
    expect(
      screen.getByText('Cu 23 de caractere peste cele 240 afișate de majoritatea telefoanelor: finalul poate fi tăiat.'),
    ).toBeInTheDocument();
  });
});
