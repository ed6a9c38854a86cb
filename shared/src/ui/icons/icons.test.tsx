import { render } from '@testing-library/react';
import { CheckIcon, RefreshIcon } from './icons';

describe('icons', () => {
  it('are hidden from assistive technology and cannot take focus', () => {
    const { container } = render(
      <>
        <RefreshIcon />
        <CheckIcon className="extra" />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(2);
    svgs.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    });
    expect(svgs[1]).toHaveClass('obs-icon', 'extra');
  });
});
