import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text readable by assistive technology', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByText('Close')).toHaveClass('obs-visually-hidden');
  });

  it('renders a div with an id when asked', () => {
    render(
      <VisuallyHidden as="div" id="hint">
        Hint
      </VisuallyHidden>,
    );
    const hint = screen.getByText('Hint');
    expect(hint.tagName).toBe('DIV');
    expect(hint).toHaveAttribute('id', 'hint');
  });
});
